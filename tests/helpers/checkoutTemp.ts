import { createHash } from 'node:crypto'
import { tmpdir } from 'node:os'
import path from 'node:path'

const checkout = createHash('sha256').update(process.cwd()).digest('hex').slice(0, 12)

/**
 * A folder of this checkout's tests in the system's temporary folder (one per checkout, so that
 * two checkouts' runs on one machine stay apart), out of reach of the build's file tracing,
 * which reads the checkout's `data/`.
 */
export const checkoutTemp = (name: string) => path.join(tmpdir(), `bk-site-${name}-${checkout}`)
