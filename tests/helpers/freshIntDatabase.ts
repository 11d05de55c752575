import { rmSync } from 'node:fs'
import path from 'node:path'

import { startPostgresCluster } from '../../scripts/lib/postgres'
import { INT_DATA_DIR } from './intDataDir'

/**
 * Vitest global setup: the integration suite starts from an empty data directory, and with
 * INT_DATABASE=postgres (npm run test:int:postgres) on a throwaway PostgreSQL cluster of its own,
 * stopped when the suite ends. The test files' processes start after this and inherit its
 * DATABASE_URI.
 */
export default async function setup(): Promise<(() => void) | undefined> {
  rmSync(path.resolve(INT_DATA_DIR), { recursive: true, force: true })
  if (process.env.INT_DATABASE !== 'postgres') return undefined
  const cluster = await startPostgresCluster()
  process.env.DATABASE_URI = cluster.uri
  return cluster.stop
}
