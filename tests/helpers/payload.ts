import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { localeDefaults, type SiteGlobalSlug } from '@/platform/data/globalDefaults'
import { seedContent } from '@/seed'
import { ensureAccounts } from '@/seed/users'

import { committedMigrations } from '../../scripts/lib/migrations'
import { LIVE_PAYLOAD } from './livePayload'

/**
 * The real Payload Local API on the file's own database: a clone of the template that the
 * suite's global set-up migrated with the committed migrations and seeded exactly as `npm start`
 * does (a SQLite file, or a database of the throwaway PostgreSQL cluster of INT_DATABASE=postgres;
 * tests/helpers/intDatabase.ts). One Payload per worker: the next file moves it to a fresh clone.
 */
export async function testPayload(): Promise<Payload> {
  const payload = await getPayload({ config })
  ;(globalThis as { [LIVE_PAYLOAD]?: Payload })[LIVE_PAYLOAD] = payload
  return payload
}

/**
 * For a file that gives Payload a database of its own (DATABASE_URI set before it imports the
 * config): that database migrated, with its accounts and seed, as `npm start` prepares one.
 */
export async function ownDatabasePayload(): Promise<Payload> {
  const payload = await testPayload()
  await payload.db.migrate({ migrations: committedMigrations() })
  await ensureAccounts(payload)
  await seedContent(payload)
  return payload
}

/** Puts globals a test file changed back to their built-in defaults: other files read those. */
export async function restoreGlobalDefaults(
  payload: Payload,
  slugs: readonly SiteGlobalSlug[],
): Promise<void> {
  for (const slug of slugs) {
    await payload.updateGlobal({
      slug,
      data: structuredClone(await localeDefaults(slug)) as never,
      context: { disableRevalidate: true },
    })
  }
}
