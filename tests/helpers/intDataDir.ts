import { createHash } from 'node:crypto'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * The integration suite's data folder (its template, and each worker's clone and uploads):
 * outside the checkout, one per checkout and engine. `next build` runs beside the integration
 * runs (npm test), and its file tracing reads the checkout's `data/` folder: the files each test
 * file copies and deletes there made the build crash (« Cannot read properties of null (reading
 * 'length') »). INT_DATA_DIR chooses another folder.
 */
const checkout = createHash('sha256').update(process.cwd()).digest('hex').slice(0, 12)
const engine = process.env.INT_DATABASE === 'postgres' ? '-postgres' : ''

export const INT_DATA_DIR =
  process.env.INT_DATA_DIR || path.join(tmpdir(), `bk-site-int${engine}-${checkout}`)
