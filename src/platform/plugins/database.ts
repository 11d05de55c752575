import 'server-only'

import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { Config } from 'payload'

import { literalLikes } from './literalLike'
import { resilientPg } from './postgresPool'
import { runsWorkAfterCommit } from '@/platform/cache/afterCommit'
import { databaseEngine, databaseUri, sqliteFilePath } from '@/platform/runtime/environment'

/** Each engine's committed migrations, under src/ (the same names as prepare-db.ts imports). */
export const MIGRATION_DIRS = {
  sqlite: 'src/migrations/sqlite',
  postgres: 'src/migrations/postgres',
  mongodb: 'src/migrations/mongo',
} as const

/**
 * Chosen from DATABASE_URI's scheme: a SQLite file by default (embedded); PostgreSQL for
 * postgres:// or postgresql:// (the shared database the tests exercise); MongoDB for mongodb://
 * or mongodb+srv:// (schemaless, data migrations only). SQL schemas come from the committed
 * migrations, never pushed. A searched `%` or `_` is a character, not a wildcard
 * (./literalLike.ts). Its commits run the cache invalidation the save's hooks registered
 * (src/platform/cache/afterCommit.ts).
 */
export function databaseAdapter(rootDir: string): Config['db'] {
  return runsWorkAfterCommit(literalLikes(engineAdapter(rootDir)))
}

function engineAdapter(rootDir: string): Config['db'] {
  const uri = databaseUri()
  const engine = databaseEngine(uri)
  const migrationDir = path.join(rootDir, MIGRATION_DIRS[engine])
  if (engine === 'mongodb') return mongooseAdapter({ url: uri, migrationDir })
  if (engine === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: uri },
      pg: resilientPg,
      migrationDir,
      push: false,
    })
  }
  const file = sqliteFilePath(uri)
  mkdirSync(path.dirname(file), { recursive: true })
  return sqliteAdapter({
    client: { url: `file:${file}` },
    migrationDir,
    push: false,
    wal: true,
    busyTimeout: 5000,
  })
}
