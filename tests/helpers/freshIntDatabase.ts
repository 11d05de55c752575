import { rmSync } from 'node:fs'
import path from 'node:path'

import { startPostgresCluster } from '../../scripts/lib/postgres'
import { run, TSX } from '../../scripts/lib/run'
import { INT_DATA_DIR } from './intDataDir'
import { POSTGRES_SERVER_ENV, TEMPLATE_DATABASE, TEMPLATE_DIR } from './intDatabase'

/** Marks, in Vitest's own process, that this run's template is made (both int projects list this set-up). */
const READY = 'INT_TEMPLATE_READY'

/**
 * Vitest global set-up of the integration projects: an empty data folder, with INT_DATABASE=postgres
 * (npm run test:int:postgres) a throwaway PostgreSQL cluster of its own (stopped when the suite
 * ends), and the template every file's database is cloned from (intDatabase.ts): migrated and
 * seeded once by `scripts/prepare-db.ts`, as `npm start` does. The workers start after this and
 * inherit its environment.
 */
export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env[READY]) return undefined
  process.env[READY] = 'true'
  rmSync(path.resolve(INT_DATA_DIR), { recursive: true, force: true })
  const postgres = process.env.INT_DATABASE === 'postgres'
  const cluster = postgres ? await startPostgresCluster() : undefined
  try {
    const server = cluster?.uri.replace(/\/[^/]*$/, '')
    if (cluster && server) {
      process.env[POSTGRES_SERVER_ENV] = server
      // the address the files that choose their database themselves start from
      process.env.DATABASE_URI = cluster.uri
      cluster.createDatabase(TEMPLATE_DATABASE)
    }
    await run(process.execPath, [...TSX, 'scripts/prepare-db.ts'], {
      DATA_DIR: TEMPLATE_DIR,
      DATABASE_URI: server
        ? `${server}/${TEMPLATE_DATABASE}`
        : `file:${path.join(TEMPLATE_DIR, 'site.db')}`,
    })
  } catch (error) {
    cluster?.stop()
    throw error
  }
  return cluster?.stop
}
