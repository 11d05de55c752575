import { rmSync } from 'node:fs'
import path from 'node:path'

import { INT_DATA_DIR } from './intDataDir'

/** Vitest global setup: the integration suite starts from an empty data directory. */
export default function setup(): void {
  rmSync(path.resolve(INT_DATA_DIR), { recursive: true, force: true })
}
