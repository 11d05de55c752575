import type { Payload } from 'payload'

import { databaseEngine } from '@/lib/runtime'
import * as postgres from '@/migrations-postgres/20261127_234546_localized_content'
import * as sqlite from '@/migrations/20261127_234425_localized_content'

/**
 * Runs `body` with the localization's migration (#45) taken off, then puts it back: the tests of
 * earlier migrations take theirs off and on again, and those rebuild tables from the columns the
 * localization moved into `*_locales`.
 */
export async function withoutLocalizedContent(
  payload: Payload,
  body: () => Promise<void>,
): Promise<void> {
  const migration = databaseEngine() === 'postgres' ? postgres : sqlite
  const args = { db: payload.db.drizzle, payload, req: {} } as never
  await migration.down(args)
  try {
    await body()
  } finally {
    await migration.up(args)
  }
}
