import 'server-only'

import type { JobsConfig, Payload, TaskConfig } from 'payload'

import { outsideAnyRequest as req } from '@/platform/cache/outsideAnyRequest'
import { BACKUP_QUEUE, backupTask } from '@/platform/services/backup/backupTask'
import { claimLeaseMs } from '@/platform/services/mail/claims'
import { MAIL_QUEUE } from '@/platform/services/mail/outbox'
import { sendMailTask } from '@/platform/services/mail/task'
import { emptyTrashTask, TRASH_QUEUE } from '@/platform/services/trash/emptyTrash'

import { asBackgroundTask } from './backgroundTask'
import { PUBLICATION_QUEUE } from './publications'
import { setting } from '@/platform/runtime/configuration'

/**
 * A job left `processing` by a process that died (kill -9, a crash) is never picked up again by
 * Payload's runner, and a scheduled task whose job is `processing` is never queued again (its
 * default beforeSchedule waits for it): once older than the lease, it goes back to its queue. A
 * mail try's claim is as old, so the next run counts that try as failed and makes the next one
 * (mail/outbox.ts); the statistics' tasks simply run again, and a backup still running refuses a
 * second one (its folder's lock).
 */
async function releaseStaleJobs(payload: Payload): Promise<void> {
  await payload.db.updateMany({
    collection: 'payload-jobs',
    where: {
      and: [
        { processing: { equals: true } },
        { updatedAt: { less_than: new Date(Date.now() - claimLeaseMs()).toISOString() } },
      ],
    },
    data: { processing: false },
    req,
  })
}

type AutorunCron = Exclude<
  JobsConfig['autoRun'],
  ((...args: never[]) => unknown) | undefined
>[number]

const AUTO_RUN: AutorunCron[] = [
  // mails: every second, 5 at a time: a retry leaves within a second of its time, and a backlog
  // drains at ~13 a second without holding visitors up (20 at a time every 5 s: public p99 77 ms;
  // npm run bench -- mail)
  { cron: '* * * * * *', queue: MAIL_QUEUE, limit: 5, disableScheduling: true },
  // the nightly backup (BACKUP_CRON), within a minute of its time
  { cron: '0 * * * * *', queue: BACKUP_QUEUE, limit: 1 },
  // the trash emptied of what is older than TRASH_RETENTION_DAYS, every hour
  { cron: '0 * * * * *', queue: TRASH_QUEUE, limit: 1 },
  // the publications an editor scheduled (« Planifier »), within 10 s of their time
  { cron: '*/10 * * * * *', queue: PUBLICATION_QUEUE, limit: 5, disableScheduling: true },
]

/** A feature's background tasks and how often their queues run (its `jobs.config.ts`). */
export type FeatureJobs = { tasks: TaskConfig[]; autoRun: AutorunCron[] }

/**
 * The tasks in the order the migrations list their slugs (PostgreSQL's enum of task slugs): a
 * feature's tasks take their place in it whichever order the features come in; a new task goes
 * last, as its migration adds it.
 */
const TASK_ORDER = [
  'send-mail',
  'sum-up-page-views',
  'purge-page-views',
  'weekly-report',
  'nightly-backup',
  'quote-reminders',
  'empty-trash',
  'rental-day',
]
const taskRank = (task: TaskConfig) => {
  const rank = TASK_ORDER.indexOf(task.slug)
  return rank === -1 ? TASK_ORDER.length : rank
}

/**
 * Background work on Payload's jobs queue: mails, the nightly backup, the trash's emptying and
 * the scheduled publications, and the features' own, which payload.config.ts hands in (the
 * statistics' hourly tidy and Monday report, the sales reminders). Every instance runs the queues
 * (Payload's autoRun, started with the server's Payload: src/platform/data/payload.ts), unless
 * JOBS_AUTORUN=false: then this process neither queues scheduled work nor runs any (another
 * instance does). Jobs are the server's own: no one queues, runs or reads them through the REST
 * API, and the admin does not list them. Each task runs as background work, whose cache tags
 * reach the pages through the edges.
 */
export function jobsConfig(features: FeatureJobs[]): JobsConfig {
  const autoRun = [...AUTO_RUN, ...features.flatMap((feature) => feature.autoRun)]
  const tasks = [sendMailTask, backupTask, emptyTrashTask, ...features.flatMap((f) => f.tasks)]
  return {
    tasks: tasks.sort((a, b) => taskRank(a) - taskRank(b)).map(asBackgroundTask),
    autoRun: () => (setting('JOBS_AUTORUN') ? autoRun : []),
    shouldAutoRun: async (payload) => {
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
}
