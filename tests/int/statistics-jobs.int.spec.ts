// features: analytics
import type { Payload, PayloadRequest } from 'payload'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { STATISTICS_QUEUE } from '@/features/analytics/tasks'
import { erasePageViews } from '@/features/analytics/rollups'
import { utcDay } from '@/lib/days'

import { dueBy, runQueueAt } from '../helpers/jobsQueue'
import { storedView, viewsOf } from '../helpers/pageViews'
import { testPayload } from '../helpers/payload'

/**
 * The statistics' background work on Payload's jobs queue, on the suite's database (SQLite, then
 * PostgreSQL): the schedule queues each task once, for the next :05; its run sums up the finished
 * days and deletes the raw views older than the retention period; two runners on the same jobs
 * store each day once; a job left `processing` by a dead process runs again after its lease.
 */
let payload: Payload
const req = {} as PayloadRequest
const DAY = 24 * 60 * 60 * 1000
const TASKS = ['purge-page-views', 'sum-up-page-views']

const summaries = async () =>
  (
    await payload.db.find<{ day: string; pageViews: number }>({
      collection: 'page-view-days',
      sort: 'day',
      limit: 0,
      pagination: false,
      req,
    })
  ).docs

type Job = { id: number | string; taskSlug: string; waitUntil: string; processing: boolean }
const statisticsJobs = async () =>
  (
    await payload.db.find<Job>({
      collection: 'payload-jobs',
      where: { queue: { equals: STATISTICS_QUEUE } },
      sort: 'taskSlug',
      pagination: false,
      req,
    })
  ).docs

/** The next time the minute hand shows 5, as STATISTICS_CRON's default says. */
function nextFivePast(now = new Date()): number {
  const at = new Date(now)
  at.setMinutes(5, 0, 0)
  if (at.getTime() <= now.getTime()) at.setHours(at.getHours() + 1)
  return at.getTime()
}

beforeAll(async () => {
  payload = await testPayload()
})

beforeEach(async () => {
  await payload.db.deleteMany({
    collection: 'payload-jobs',
    where: { queue: { equals: STATISTICS_QUEUE } },
    req,
  })
  await payload.db.updateGlobal({ slug: 'payload-jobs-stats', data: { stats: {} }, req })
  await erasePageViews(payload)
})

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('statistics on the jobs queue', () => {
  it('the schedule queues each task once, for the next :05 of the hour', async () => {
    const before = new Date()
    await payload.jobs.handleSchedules({ queue: STATISTICS_QUEUE })
    const jobs = await statisticsJobs()
    // sorted here: PostgreSQL sorts an enum column by its declaration order
    expect(jobs.map(({ taskSlug }) => taskSlug).sort()).toEqual(TASKS)
    for (const job of jobs) expect(Date.parse(job.waitUntil)).toBe(nextFivePast(before))
    // the next ticks of the runner (every 10 s) queue nothing more while they wait
    await payload.jobs.handleSchedules({ queue: STATISTICS_QUEUE })
    expect(await statisticsJobs()).toHaveLength(2)
    // before their time they do not run
    await payload.jobs.run({ queue: STATISTICS_QUEUE, silent: true })
    expect(await statisticsJobs()).toHaveLength(2)
  })

  it('at its time, sums up the finished days and deletes the views older than the retention period', async () => {
    await storedView(payload, 'retention-old', 91)
    await storedView(payload, 'retention-kept', 89)
    await payload.jobs.handleSchedules({ queue: STATISTICS_QUEUE })
    const [job] = await statisticsJobs()
    await runQueueAt(payload, STATISTICS_QUEUE, Date.parse(job!.waitUntil))

    expect(await viewsOf(payload, 'retention-old')).toHaveLength(0)
    expect(await viewsOf(payload, 'retention-kept')).toHaveLength(1)
    // the purged day was summed up first, as was every finished day since
    const days = await summaries()
    expect(days[0]).toMatchObject({ day: utcDay(Date.now() - 91 * DAY), pageViews: 1 })
    expect(days.find(({ day }) => day === utcDay(Date.now() - 89 * DAY))?.pageViews).toBe(1)
    expect(days).toHaveLength(90)
    // done jobs go; the next ones are queued by the next tick of the schedule
    expect(await statisticsJobs()).toEqual([])
    await payload.jobs.handleSchedules({ queue: STATISTICS_QUEUE })
    expect(await statisticsJobs()).toHaveLength(2)
  })

  it('two runners on the same jobs store each day once', async () => {
    await storedView(payload, 'race-a', 5)
    await storedView(payload, 'race-b', 4)
    await payload.jobs.handleSchedules({ queue: STATISTICS_QUEUE })
    await dueBy(payload, STATISTICS_QUEUE, Date.parse((await statisticsJobs())[0]!.waitUntil))
    await Promise.allSettled([
      payload.jobs.run({ queue: STATISTICS_QUEUE, silent: true }),
      payload.jobs.run({ queue: STATISTICS_QUEUE, silent: true }),
      payload.jobs.run({ queue: STATISTICS_QUEUE, silent: true }),
    ])
    const days = await summaries()
    expect(new Set(days.map(({ day }) => day)).size).toBe(days.length)
    expect(days).toHaveLength(4)
    expect(days.reduce((sum, { pageViews }) => sum + pageViews, 0)).toBe(2)
  })

  it('a job left `processing` by a dead process runs again once its lease is over', async () => {
    vi.stubEnv('MAIL_CLAIM_LEASE_MS', '500')
    await storedView(payload, 'stale', 3)
    await payload.jobs.handleSchedules({ queue: STATISTICS_QUEUE })
    const jobs = await statisticsJobs()
    // what Payload's runner writes when it picks the jobs up, then the process dies
    for (const job of jobs)
      await payload.db.updateOne({
        collection: 'payload-jobs',
        id: job.id,
        data: { processing: true, waitUntil: new Date(Date.now() - 1000).toISOString() },
        req,
      })
    await payload.jobs.run({ queue: STATISTICS_QUEUE, silent: true })
    // the stale view's day not summed up: the jobs did not run (the file's other days may be
    // written late by the runners of the race above, on a busy machine: CI run 64)
    const staleDay = utcDay(Date.now() - 3 * DAY)
    expect((await summaries()).map(({ day }) => day)).not.toContain(staleDay)

    await new Promise((resolve) => setTimeout(resolve, 700))
    // the autoRun's check first gives them back to the queue
    expect(await payload.config.jobs.shouldAutoRun!(payload)).toBe(true)
    await payload.jobs.run({ queue: STATISTICS_QUEUE, silent: true })
    expect((await summaries()).map(({ day }) => day)).toContain(staleDay)
    expect(await statisticsJobs()).toEqual([])
  })
})
