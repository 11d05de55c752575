// features: analytics
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addDays, utcDay } from '@/lib/days'
import { lastWeek, REPORT_QUEUE, sendWeeklyReports } from '@/features/analytics/weeklyReport'

import { runQueueAt } from '../helpers/jobsQueue'
import { testPayload } from '../helpers/payload'

let payload: Payload
const req = {} as PayloadRequest
const stamp = Date.now()
const reader = `rapport-${stamp}@example.com`
const other = `sans-rapport-${stamp}@example.com`
const ids: (number | string)[] = []
// a Monday far from any other test's days, and the week before it
const today = '2031-03-10'
const week = lastWeek(today)

const reports = async (to: string) =>
  (
    await payload.find({
      collection: 'outgoing-emails',
      where: { and: [{ to: { equals: to } }, { kind: { equals: 'report' } }] },
      overrideAccess: true,
      depth: 0,
    })
  ).docs as unknown as { subject: string; text: string }[]

const day = (date: string, pageViews: number, pages: { path: string; views: number }[]) => ({
  day: date,
  pageViews,
  uniqueVisitors: Math.ceil(pageViews / 2),
  visits: Math.ceil(pageViews / 3),
  bounces: 0,
  totalDuration: 0,
  sources: {},
  departments: {},
  pages: pages.map((page) => ({ ...page, title: '', titledAt: `${date}T10:00:00.000Z` })),
})

beforeAll(async () => {
  payload = await testPayload()
  for (const [email, weeklyReport] of [
    [reader, true],
    [other, false],
  ] as const) {
    const user = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email, password: 'rapport-hebdo', role: 'admin', weeklyReport },
    })
    ids.push(user.id)
  }
  // the week's stored days: 120 views, / first; a day outside the week is not counted
  await payload.db.create({
    collection: 'page-view-days',
    data: day(week.first, 70, [
      { path: '/equipements', views: 40 },
      { path: '/', views: 30 },
    ]),
    req,
  })
  // Saturday: the report's Sunday is the day before it runs, read from the raw views
  await payload.db.create({
    collection: 'page-view-days',
    data: day(addDays(week.last, -1), 50, [{ path: '/', views: 50 }]),
    req,
  })
  await payload.db.create({
    collection: 'page-view-days',
    data: day(addDays(week.first, -1), 999, [{ path: '/actualites', views: 999 }]),
    req,
  })
})

afterAll(async () => {
  for (const id of ids) await payload.delete({ collection: 'users', id, overrideAccess: true })
  await payload.db.deleteMany({
    collection: 'page-view-days',
    where: { day: { in: [week.first, addDays(week.last, -1), addDays(week.first, -1)] } },
    req,
  })
})

describe('weekly report', () => {
  it('covers the last whole week, Monday to Sunday', () => {
    expect(lastWeek('2031-03-10')).toEqual({ first: '2031-03-03', last: '2031-03-09' })
    expect(lastWeek('2031-03-16')).toEqual({ first: '2031-03-03', last: '2031-03-09' })
    expect(utcDay(new Date('2031-03-03T12:00:00Z'))).toBe('2031-03-03')
  })

  it('mails last week’s figures to the accounts that asked for it, once whatever runs it', async () => {
    expect(await sendWeeklyReports(payload, today)).toBeGreaterThanOrEqual(1)
    const [mail] = await reports(reader)
    expect(mail!.subject).toBe('Rapport hebdomadaire — BK Multiservices')
    expect(mail!.text).toContain('du 3 mars 2031 au 9 mars 2031')
    expect(mail!.text).toMatch(/Pages vues\s*:?\s*120/)
    expect(mail!.text).toMatch(/1\. \/\s*:?\s*80 vues/)
    expect(mail!.text).toMatch(/2\. \/equipements\s*:?\s*40 vues/)
    expect(mail!.text).not.toContain('/actualites')
    expect(mail!.text).toContain('/admin/analytics')
    expect(await reports(other)).toHaveLength(0)

    // a second run (another instance, a retry) sends nothing more
    expect(await sendWeeklyReports(payload, today)).toBe(0)
    expect(await reports(reader)).toHaveLength(1)
  })

  it('is a task of its own queue, queued by its Monday schedule', async () => {
    await payload.jobs.handleSchedules({ queue: REPORT_QUEUE })
    const queued = await payload.db.find<{ taskSlug: string; waitUntil: string }>({
      collection: 'payload-jobs',
      where: { queue: { equals: REPORT_QUEUE } },
      pagination: false,
      req,
    })
    expect(queued.docs.map((job) => job.taskSlug)).toEqual(['weekly-report'])
    const at = new Date(queued.docs[0]!.waitUntil)
    expect([at.getUTCDay(), at.getUTCHours(), at.getUTCMinutes()]).toEqual([1, 6, 0])
    // run now, for the current last week: it claims that week once
    await runQueueAt(payload, REPORT_QUEUE, at.getTime())
    const claimed = await payload.db.find<{ week: string }>({
      collection: 'weekly-reports',
      where: { week: { equals: lastWeek().first } },
      req,
    })
    expect(claimed.docs).toHaveLength(1)
  })
})
