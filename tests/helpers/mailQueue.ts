import type { Payload, PayloadRequest } from 'payload'

import { MAIL_QUEUE } from '@/lib/mail/outbox'

/**
 * The mail queue's runner as it would run at `now`: the jobs waiting until then are due (moved
 * to a moment ago, Payload's runner compares with its clock), then one run of the queue.
 */
export async function runMailQueueAt(payload: Payload, now = Date.now()): Promise<void> {
  await payload.db.updateMany({
    collection: 'payload-jobs',
    where: { waitUntil: { less_than_equal: new Date(now).toISOString() } },
    data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
    req: {} as PayloadRequest,
  })
  await payload.jobs.run({ queue: MAIL_QUEUE, limit: 100, silent: true })
}
