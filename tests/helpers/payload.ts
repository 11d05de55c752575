import config from '@payload-config'
import { getPayload, type Migration, type Payload } from 'payload'

import { migrations } from '@/migrations'
import { seedContent } from '@/seed'
import { ensureAccounts } from '@/seed/users'

/**
 * The real Payload Local API on the suite's own SQLite file (DATA_DIR=data/test/int), migrated
 * with the committed migrations and seeded exactly as `npm start` does.
 */
export async function testPayload(): Promise<Payload> {
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  await ensureAccounts(payload)
  await seedContent(payload)
  return payload
}
