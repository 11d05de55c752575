// features: newsletter
import type { MigrateUpArgs } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { outsideAnyRequest as req } from '@/platform/cache/outsideAnyRequest'
import { up } from '@/migrations/sqlite/20261124_033133_subscribers_confirmed'

import { testPayload } from '../helpers/payload'

/** Double opt-in came after the first subscribers: the migration keeps them subscribed. */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('migration 20261124_033133_subscribers_confirmed', () => {
  it('confirms the addresses stored before double opt-in, on the day they subscribed', async () => {
    // rows as the previous schema left them: the new column's default, no confirmation date
    const createdAt = '2026-03-14T09:30:00.000Z'
    for (const email of ['ancien-1@example.ne', 'ancien-2@example.ne'])
      await payload.db.create({
        collection: 'subscribers',
        data: { email, source: 'newsletter', status: 'pending', createdAt, updatedAt: createdAt },
        req,
      })
    await up({ db: payload.db.drizzle, payload, req } as unknown as MigrateUpArgs)
    const { docs } = await payload.find({
      collection: 'subscribers',
      where: { email: { like: 'ancien-' } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(2)
    for (const subscriber of docs)
      expect(subscriber).toMatchObject({ status: 'confirmed', confirmedAt: createdAt })
  })
})
