import 'server-only'

import type { Payload } from 'payload'

import { outsideAnyRequest as req } from '@/platform/cache/outsideAnyRequest'
import { addDays, dayStart, daysBetween, utcDay } from '@/lib/days'
import { pageViewDaysSlug, pageViewsSlug } from '@/lib/slugs'
import { yieldToOtherRequests } from '@/platform/runtime/yieldToOtherRequests'

import { ViewTally, type DaySummary, type Totals, type ViewRecord } from './summary'

/**
 * Page views summed up per day. A finished day is read once from the raw views and its summary
 * stored (`page-view-days`); the statistics then read one row per day. Everything goes through
 * Payload's database layer, so SQLite, PostgreSQL and MongoDB take the same path.
 *
 * Reads are done a page at a time, letting other requests run in between: on SQLite a query
 * holds the whole process while it runs.
 */

/**
 * Today and yesterday are read from the raw views every time: a view's duration arrives when
 * its visitor leaves, after midnight for the evening's last views. Older days are finished.
 */
const LIVE_DAYS = 2
const lastFinishedDay = (today: string) => addDays(today, -LIVE_DAYS)

const PAGE_SIZE = 250
const VIEW_FIELDS = {
  path: true,
  title: true,
  source: true,
  department: true,
  visitorHash: true,
  sessionId: true,
  duration: true,
  createdAt: true,
} as const

type Stored<T> = T & { id: number | string }
const iso = (value: string | Date) => (typeof value === 'string' ? value : value.toISOString())

/** « Réinitialiser » bumps it, so a summary computed from views it erased is not stored. */
let generation = 0

/** Adds the raw views from `from` (included) to `to` (excluded) to a tally, a page at a time. */
export async function tallyViews(
  payload: Payload,
  from: string,
  to: string,
  tally = new ViewTally(),
): Promise<ViewTally> {
  let after: number | string | undefined
  for (;;) {
    const { docs } = await payload.db.find<Stored<ViewRecord>>({
      collection: pageViewsSlug,
      where: {
        and: [
          { createdAt: { greater_than_equal: from } },
          { createdAt: { less_than: to } },
          ...(after === undefined ? [] : [{ id: { greater_than: after } }]),
        ],
      },
      select: VIEW_FIELDS,
      sort: 'id',
      limit: PAGE_SIZE,
      pagination: false,
      req,
    })
    for (const view of docs) tally.add({ ...view, createdAt: iso(view.createdAt) })
    if (docs.length < PAGE_SIZE) return tally
    after = docs[docs.length - 1]?.id
    await yieldToOtherRequests()
  }
}

async function storedDays(payload: Payload, first: string, last: string) {
  const { docs } = await payload.db.find<Stored<DaySummary>>({
    collection: pageViewDaysSlug,
    where: { and: [{ day: { greater_than_equal: first } }, { day: { less_than_equal: last } }] },
    limit: 0,
    pagination: false,
    req,
  })
  return new Map(docs.map((summary) => [summary.day, summary]))
}

/**
 * Sums a finished day up from its raw views and stores it. Two processes may do the same day at
 * once: the second write is refused by the unique day and the first one stands.
 */
async function rollUp(payload: Payload, day: string): Promise<DaySummary> {
  const started = generation
  const tally = await tallyViews(payload, dayStart(day), dayStart(addDays(day, 1)))
  const summary: DaySummary = { day, ...tally.totals() }
  if (started !== generation) return summary
  try {
    await payload.db.create({ collection: pageViewDaysSlug, data: summary, req })
  } catch (error) {
    const stored = await payload.db.findOne({
      collection: pageViewDaysSlug,
      where: { day: { equals: day } },
      req,
    })
    if (!stored) throw error
  }
  return summary
}

/**
 * The totals of each day from `first` to `last`: finished days from their stored summaries
 * (summed up now if not yet done), today and yesterday from the raw views.
 */
export async function dayTotals(
  payload: Payload,
  first: string,
  last: string,
  today = utcDay(),
): Promise<Totals[]> {
  const finishedLast = last < lastFinishedDay(today) ? last : lastFinishedDay(today)
  const totals: Totals[] = []
  if (first <= finishedLast) {
    const stored = await storedDays(payload, first, finishedLast)
    for (const day of daysBetween(first, finishedLast)) {
      const summary = stored.get(day)
      if (summary) totals.push(summary)
      else {
        totals.push(await rollUp(payload, day))
        await yieldToOtherRequests()
      }
    }
  }
  const liveFirst = first > finishedLast ? first : addDays(finishedLast, 1)
  if (liveFirst <= last) {
    const tally = await tallyViews(payload, dayStart(liveFirst), dayStart(addDays(last, 1)))
    totals.push(tally.totals(Number.POSITIVE_INFINITY))
  }
  return totals
}

/** Every finished day that still has raw views and no summary, summed up one after the other. */
export async function rollUpFinishedDays(payload: Payload, today = utcDay()): Promise<void> {
  const { docs } = await payload.db.find<Stored<{ createdAt: string | Date }>>({
    collection: pageViewsSlug,
    select: { createdAt: true },
    sort: 'createdAt',
    limit: 1,
    pagination: false,
    req,
  })
  const oldest = docs[0]
  const last = lastFinishedDay(today)
  if (!oldest || utcDay(oldest.createdAt) > last) return
  const first = utcDay(oldest.createdAt)
  const { docs: done } = await payload.db.find<Stored<{ day: string }>>({
    collection: pageViewDaysSlug,
    where: { and: [{ day: { greater_than_equal: first } }, { day: { less_than_equal: last } }] },
    select: { day: true },
    limit: 0,
    pagination: false,
    req,
  })
  const summed = new Set(done.map(({ day }) => day))
  for (const day of daysBetween(first, last)) {
    if (summed.has(day)) continue
    await rollUp(payload, day)
    await yieldToOtherRequests()
  }
}

const PURGE_BATCH = 2_000

/** Deletes the raw views older than `before`, a batch at a time. */
export async function purgeViewsBefore(payload: Payload, before: string): Promise<void> {
  for (;;) {
    const { docs } = await payload.db.find<Stored<object>>({
      collection: pageViewsSlug,
      where: { createdAt: { less_than: before } },
      select: { createdAt: true },
      // in the order of the createdAt index: by id, SQLite walks every row to find none
      sort: 'createdAt',
      limit: PURGE_BATCH,
      pagination: false,
      req,
    })
    if (!docs.length) return
    await payload.db.deleteMany({
      collection: pageViewsSlug,
      where: { id: { in: docs.map(({ id }) => id) } },
      req,
    })
    if (docs.length < PURGE_BATCH) return
    await yieldToOtherRequests()
  }
}

/** « Réinitialiser » : every raw view and every day's summary. */
export async function erasePageViews(payload: Payload): Promise<void> {
  generation += 1
  await payload.db.deleteMany({ collection: pageViewsSlug, where: {}, req })
  await payload.db.deleteMany({ collection: pageViewDaysSlug, where: {}, req })
}
