import type { Payload, PayloadRequest } from 'payload'

/** A queue's jobs waiting until `now` made due (moved to a moment ago: the runner reads its clock). */
export async function dueBy(payload: Payload, queue: string, now: number) {
  await payload.db.updateMany({
    collection: 'payload-jobs',
    where: {
      and: [
        { queue: { equals: queue } },
        { waitUntil: { less_than_equal: new Date(now).toISOString() } },
      ],
    },
    data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
    req: {} as PayloadRequest,
  })
}

/** A queue's runner as it would run at `now`: the jobs due by then, then one run of the queue. */
export async function runQueueAt(payload: Payload, queue: string, now = Date.now()) {
  await dueBy(payload, queue, now)
  return payload.jobs.run({ queue, limit: 100, silent: true })
}
