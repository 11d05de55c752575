// features: platform
import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { MAIL_QUEUE, SEND_MAIL_TASK } from '@/platform/services/mail/outbox'

import { testPayload } from '../helpers/payload'

/**
 * Payload's runner can pick a job another runner is already on; the last to finish writes to
 * the job's id after the first has deleted it. A new job must never have that id, or it would
 * be marked done (a mail never sent): on SQLite `payload_jobs` has AUTOINCREMENT (migration
 * 20261125_134157), on PostgreSQL a sequence.
 */
let payload: Payload
const req = {} as PayloadRequest
const WAIT = new Date('2099-01-01T00:00:00.000Z')

const queued = (email: string) =>
  payload.jobs.queue({
    task: SEND_MAIL_TASK,
    queue: MAIL_QUEUE,
    input: { email },
    waitUntil: WAIT,
  })

beforeAll(async () => {
  payload = await testPayload()
})

describe('job ids', () => {
  it('a deleted job’s id is never given to a new job', async () => {
    const first = await queued('ids-1')
    const last = await queued('ids-2')
    await payload.db.deleteMany({
      collection: 'payload-jobs',
      where: { id: { in: [first.id, last.id] } },
      req,
    })
    const next = await queued('ids-3')
    expect(Number(next.id)).toBeGreaterThan(Number(last.id))
    // a late runner's write to the deleted job reaches no other one
    await payload.db.updateMany({
      collection: 'payload-jobs',
      where: { id: { equals: last.id } },
      data: { completedAt: new Date().toISOString(), processing: false },
      req,
    })
    const still = await payload.db.findOne<{ id: number | string; completedAt?: string | null }>({
      collection: 'payload-jobs',
      where: { id: { equals: next.id } },
      req,
    })
    expect(still?.completedAt ?? null).toBeNull()
    await payload.db.deleteMany({
      collection: 'payload-jobs',
      where: { id: { equals: next.id } },
      req,
    })
  })
})
