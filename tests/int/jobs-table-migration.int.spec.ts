// features: platform
import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { outsideAnyRequest as req } from '@/platform/cache/outsideAnyRequest'
import { down, up } from '@/migrations/sqlite/20261125_134157_statistics_jobs'

import { testPayload } from '../helpers/payload'

/** SQLite's jobs table rebuilt with AUTOINCREMENT keeps the queued jobs and their logs. */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const tableSql = async () => {
  const drizzle = payload.db.drizzle as unknown as MigrateUpArgs['db']
  const rows = (await drizzle.all(
    sql`SELECT sql FROM sqlite_master WHERE name = 'payload_jobs'`,
  )) as { sql: string }[]
  return rows[0]?.sql ?? ''
}

describe('migration 20261125_134157_statistics_jobs (SQLite)', () => {
  it('gives payload_jobs AUTOINCREMENT and keeps every job with its log', async () => {
    expect(await tableSql()).toContain('AUTOINCREMENT')
    const job = await payload.db.create({
      collection: 'payload-jobs',
      data: {
        taskSlug: 'send-mail',
        queue: 'mail',
        input: { email: 'migration' },
        waitUntil: '2099-01-01T00:00:00.000Z',
        log: [
          {
            id: '6b06e918d2f22c56e0759f71',
            executedAt: '2026-11-25T10:00:00.000Z',
            completedAt: '2026-11-25T10:00:01.000Z',
            taskSlug: 'send-mail',
            taskID: '1',
            state: 'failed',
          },
        ],
      },
      req,
    })
    const args = { db: payload.db.drizzle, payload, req }
    await down(args as unknown as MigrateDownArgs)
    expect(await tableSql()).not.toContain('AUTOINCREMENT')
    await up(args as unknown as MigrateUpArgs)
    expect(await tableSql()).toContain('AUTOINCREMENT')
    const kept = await payload.db.findOne<{
      id: number | string
      input: unknown
      log: { state: string }[]
    }>({
      collection: 'payload-jobs',
      where: { id: { equals: job.id } },
      req,
    })
    expect(kept?.input).toEqual({ email: 'migration' })
    expect(kept?.log.map(({ state }) => state)).toEqual(['failed'])
    await payload.db.deleteMany({
      collection: 'payload-jobs',
      where: { id: { equals: job.id } },
      req,
    })
  })
})
