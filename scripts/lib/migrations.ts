import type { Migration } from 'payload'

import { databaseEngine } from '@/platform/runtime/environment'
import { migrations as sqlite } from '../../src/migrations/sqlite'
import { migrations as mongodb } from '../../src/migrations/mongo'
import { migrations as postgres } from '../../src/migrations/postgres'

/** The committed migrations of the engine DATABASE_URI names (src/platform/plugins/database.ts). */
export function committedMigrations(): Migration[] {
  const byEngine = { sqlite, postgres, mongodb }
  // the generated lists type their args precisely; Payload's Migration takes `unknown`
  return byEngine[databaseEngine()] as unknown as Migration[]
}
