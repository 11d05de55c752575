import { rmSync } from 'node:fs'
import path from 'node:path'

/** Vitest global setup: the integration suite starts from an empty data directory. */
export default function setup(): void {
  rmSync(path.resolve('data/test/int'), { recursive: true, force: true })
}
