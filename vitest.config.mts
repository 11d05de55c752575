import path from 'node:path'

import tsconfigPaths from 'vite-tsconfig-paths'
import { configDefaults, defineConfig } from 'vitest/config'

import { INT_DATA_DIR } from './tests/helpers/intDataDir'

/**
 * Files that choose their database themselves: SQLite's migrations and archives, and PostgreSQL's
 * archives on a cluster of their own. They run once, in the default run; the PostgreSQL run
 * (INT_DATABASE=postgres) takes every other file onto its cluster.
 */
const ENGINE_PINNED = [
  'tests/int/backup.int.spec.ts',
  'tests/int/backup-retention.int.spec.ts',
  'tests/int/backup-postgres.int.spec.ts',
  'tests/int/postgres-connections.int.spec.ts',
  'tests/int/equipment-offers-migration.int.spec.ts',
  'tests/int/subscribers-migration.int.spec.ts',
  'tests/int/jobs-table-migration.int.spec.ts',
]

/** Files that read no database: once, in the default run. */
const DATABASE_FREE = ['tests/int/node-engines.int.spec.ts']

export default defineConfig({
  plugins: [tsconfigPaths()],
  // modules marked `import 'server-only'` run here as on the server (scripts/register/server-only.mjs)
  resolve: { alias: { 'server-only': path.resolve('node_modules/server-only/empty.js') } },
  test: {
    environment: 'node',
    include: ['tests/int/**/*.int.spec.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.INT_DATABASE === 'postgres' ? [...ENGINE_PINNED, ...DATABASE_FREE] : []),
    ],
    globalSetup: ['./tests/helpers/freshIntDatabase.ts'],
    // one database for the suite: files run one after the other
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // every quote of the suite comes from one client: its acknowledgement budget is tested apart
    // the queue's runners stay still: the tests run the jobs they mean to
    env: {
      DATA_DIR: INT_DATA_DIR,
      DISABLE_PAYLOAD_HMR: 'true',
      QUOTE_ACK_MAX_PER_CLIENT: '10000',
      JOBS_AUTORUN: 'false',
    },
  },
})
