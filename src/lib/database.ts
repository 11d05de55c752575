import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { Config } from 'payload'

import { databaseUri, isMongoUri, sqliteFilePath } from './runtime'

/**
 * SQLite file by default (embedded, migrations committed under src/migrations, never pushed);
 * MongoDB when DATABASE_URI is mongodb:// or mongodb+srv:// (schemaless, no SQL migrations).
 */
export function databaseAdapter(rootDir: string): Config['db'] {
  const uri = databaseUri()
  if (isMongoUri(uri)) {
    return mongooseAdapter({ url: uri, migrationDir: path.join(rootDir, 'src/migrations-mongo') })
  }
  const file = sqliteFilePath(uri)
  mkdirSync(path.dirname(file), { recursive: true })
  return sqliteAdapter({
    client: { url: `file:${file}` },
    migrationDir: path.join(rootDir, 'src/migrations'),
    push: false,
    wal: true,
    busyTimeout: 5000,
  })
}
