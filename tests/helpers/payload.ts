import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { globalDefaults } from '@/data/globalDefaults'
import { seedContent } from '@/seed'
import { ensureAccounts } from '@/seed/users'

import { committedMigrations } from '../../scripts/lib/migrations'

/**
 * The real Payload Local API on the suite's own database (a SQLite file in
 * DATA_DIR=data/test/int, or the throwaway PostgreSQL cluster of INT_DATABASE=postgres), migrated
 * with the committed migrations and seeded exactly as `npm start` does.
 */
export async function testPayload(): Promise<Payload> {
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: committedMigrations() })
  await ensureAccounts(payload)
  await seedContent(payload)
  return payload
}

/** Puts globals a test file changed back to their built-in defaults: other files read those. */
export async function restoreGlobalDefaults(
  payload: Payload,
  slugs: readonly (keyof typeof globalDefaults)[],
): Promise<void> {
  for (const slug of slugs) {
    await payload.updateGlobal({
      slug,
      data: structuredClone(globalDefaults[slug]) as never,
      context: { disableRevalidate: true },
    })
  }
}
