import type { JobsConfig, Payload } from 'payload'

import { outsideAnyRequest as req } from '@/cache/outsideAnyRequest'

import { claimLeaseMs } from './claims'
import { MAIL_QUEUE, SEND_MAIL_TASK, sendStoredMail, type SendMailInput } from './outbox'

/**
 * A job left `processing` by a process that died (kill -9, a crash) is never picked up again by
 * Payload's runner: once older than the lease, it goes back to the queue. Its try's claim is as
 * old, so the next run counts that try as failed and makes the next one (outbox.ts).
 */
async function releaseStaleJobs(payload: Payload): Promise<void> {
  await payload.db.updateMany({
    collection: 'payload-jobs',
    where: {
      and: [
        { queue: { equals: MAIL_QUEUE } },
        { processing: { equals: true } },
        { updatedAt: { less_than: new Date(Date.now() - claimLeaseMs()).toISOString() } },
      ],
    },
    data: { processing: false },
    req,
  })
}

/**
 * Background work on Payload's jobs queue. Every instance runs the `mail` queue every 5 s
 * (Payload's autoRun, started with the server's Payload: src/data/payload.ts), unless
 * JOBS_AUTORUN=false. Jobs are the server's own: no one queues, runs or reads them through the
 * REST API, and the admin does not list them.
 */
export const jobsConfig: JobsConfig = {
  tasks: [
    {
      slug: SEND_MAIL_TASK,
      label: 'Envoi d’un email',
      inputSchema: [
        { name: 'email', type: 'text', required: true },
        { name: 'sealed', type: 'text' },
      ],
      // a failed try is stored and queued again by the task itself, on the mail's own schedule
      retries: 0,
      handler: async ({ input, req: { payload } }) => {
        await sendStoredMail(payload, input as SendMailInput)
        return { output: {} }
      },
    },
  ],
  autoRun: [{ cron: '*/5 * * * * *', queue: MAIL_QUEUE, limit: 20 }],
  shouldAutoRun: async (payload) => {
    if (process.env.JOBS_AUTORUN === 'false') return false
    await releaseStaleJobs(payload)
    return true
  },
  access: { queue: () => false, run: () => false, cancel: () => false },
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    admin: { ...defaultJobsCollection.admin, hidden: true },
    access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  }),
}
