import 'server-only'

import { BackupError } from './backupLock'
import type { DatabaseCopy } from './databaseCopy'
import { postgresCopy } from './backupPostgres'
import { sqliteCopy } from './backupSqlite'
import { databaseEngine } from '@/platform/runtime/environment'

export const ENGINE_NAMES: Record<DatabaseCopy['engine'], string> = {
  sqlite: 'SQLite',
  postgres: 'PostgreSQL',
}

/** The copy for this site's database; MongoDB has its own tools. */
export function databaseCopy(): DatabaseCopy {
  const engine = databaseEngine()
  if (engine === 'mongodb') {
    throw new BackupError(
      'La base est MongoDB : sauvegardez-la avec mongodump et restaurez-la avec mongorestore ' +
        '(npm run backup et npm run restore gèrent les bases SQLite et PostgreSQL).',
    )
  }
  return engine === 'postgres' ? postgresCopy() : sqliteCopy()
}
