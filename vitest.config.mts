import path from 'node:path'

import tsconfigPaths from 'vite-tsconfig-paths'
import { configDefaults, defineConfig } from 'vitest/config'

import { INT_DATA_DIR } from './tests/helpers/intDataDir'

const intFile = (name: string) => `tests/int/${name}.int.spec.ts`

/**
 * Files that choose their database themselves: SQLite's migrations, archives and table rebuilds,
 * once in the default (SQLite) run; PostgreSQL's archives and connections on a cluster of their
 * own, once in the PostgreSQL run (INT_DATABASE=postgres), which takes every other file onto its
 * cluster. Each run ends at about the same time: the browser suite waits for both.
 */
const SQLITE_PINNED = [
  'backup',
  'backup-retention',
  'equipment-offers-migration',
  'subscribers-migration',
  'jobs-table-migration',
  'sqlite-rebuild',
].map(intFile)
const POSTGRES_PINNED = ['backup-postgres', 'postgres-connections'].map(intFile)

/**
 * Files that read no database but spawn programs (an old Node, tsc on a copy): once, in the
 * PostgreSQL run, which has the shorter list (npm test runs both side by side).
 */
const DATABASE_FREE = ['node-engines', 'third-language'].map(intFile)

/**
 * Files that need a process of their own: they give Payload another database or storage before
 * importing its config, import it after changing DATA_DIR, mock a module the others load, or
 * read what a process builds once from its environment (the OpenAPI document's PUBLIC_URL).
 */
const OWN_PROCESS = [
  'api-openapi',
  'backup',
  'backup-retention',
  'backup-postgres',
  'postgres-connections',
  's3-storage',
  'database-unreachable',
  'node-engines',
  'third-language',
].map(intFile)

/**
 * Files whose subject is not the database (an S3 store, the OpenAPI document, a login's timing,
 * a second factor's codes, a sign-in's alert and a quote's documents, which store a row or two as
 * any file does): once,
 * in the SQLite run. The PostgreSQL run keeps every file whose queries, constraints, transactions
 * or concurrency could differ (access rules are queries: the auth matrices run on both).
 */
const ENGINE_AGNOSTIC = [
  's3-storage',
  'api-openapi',
  'login-timing',
  'two-factor',
  'sign-in-alerts',
  // a quote's PDF, its preview and its mail: documents, not queries (the quote itself is
  // sent on both engines by quote-pipeline)
  'quote-documents',
].map(intFile)

const onPostgres = process.env.INT_DATABASE === 'postgres'
const notOnThisEngine = onPostgres
  ? [...SQLITE_PINNED, ...ENGINE_AGNOSTIC]
  : [...POSTGRES_PINNED, ...DATABASE_FREE]

/** The integration projects' set-up: one template database per run, a clone of it per file. */
const integration = {
  environment: 'node',
  globalSetup: ['./tests/helpers/freshIntDatabase.ts'],
  setupFiles: ['./tests/helpers/perFileDatabase.ts'],
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
} as const

export default defineConfig({
  plugins: [tsconfigPaths()],
  // modules marked `import 'server-only'` run here as on the server (scripts/register/server-only.mjs)
  resolve: { alias: { 'server-only': path.resolve('node_modules/server-only/empty.js') } },
  test: {
    // one file at a time: the integration files share the machine with the build and the other
    // engine's run (npm test), and a worker that keeps its modules runs them fastest in turn
    fileParallelism: false,
    projects: [
      {
        extends: true,
        test: {
          // code that needs no database: pure functions, formatters, the edge's pieces on loopback
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.unit.spec.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...integration,
          // one worker keeps Payload and its modules loaded from file to file (its database is
          // cloned afresh for each, tests/helpers/perFileDatabase.ts)
          name: 'int',
          include: ['tests/int/**/*.int.spec.ts'],
          exclude: [...configDefaults.exclude, ...OWN_PROCESS, ...notOnThisEngine],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...integration,
          name: 'int-own-process',
          include: OWN_PROCESS.filter((file) => !notOnThisEngine.includes(file)),
        },
      },
    ],
  },
})
