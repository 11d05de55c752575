// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import { ANALYTICS_TOP_PAGES } from '@/lib/constants'
import { TRAFFIC_SOURCE_LABELS, TRAFFIC_SOURCES, type TrafficSource } from '@/lib/labels'

/**
 * The statistics of back office §3 as sums over days. A day's page views are summed up once
 * into a `DaySummary` (stored for finished days, src/features/analytics/rollups.ts); a period's
 * figures are computed from the sum of its days, so their cost grows with days, not views.
 *
 * Definitions: a visit is the views of one session (its `sessionId`, or the visitor's daily
 * hash without one) within one UTC day, and its traffic source is that of its first view; a
 * bounce is a visit of one view; a visit's duration is the sum of its views' durations; unique
 * visitors are the distinct daily hashes of each day, summed over the days (the hash changes
 * every day); a page's title is the one of its latest view that had a title.
 */

export type ViewRecord = {
  path: string
  title?: string | null
  source?: TrafficSource | null
  department?: string | null
  visitorHash?: string | null
  sessionId?: string | null
  duration?: number | null
  createdAt: string
}

/** What is kept of a page for a day: its views, and its title with the time it was last seen. */
export type PageCount = { path: string; title: string; titledAt: string; views: number }

export type Totals = {
  pageViews: number
  uniqueVisitors: number
  visits: number
  bounces: number
  totalDuration: number
  /** visits by the source of their first view */
  sources: Record<TrafficSource, number>
  /** views of each department's pages, by department slug */
  departments: Record<string, number>
  pages: PageCount[]
}

export type DaySummary = Totals & { day: string }

/**
 * A day keeps the pages with the most views and drops the long tail (made-up addresses sent to
 * the beacon): the top pages of a period are exact while no day has more distinct pages.
 */
export const PAGES_KEPT_PER_DAY = 200

const round1 = (value: number) => Math.round(value * 10) / 10
const noSources = () =>
  Object.fromEntries(TRAFFIC_SOURCES.map((source) => [source, 0])) as Record<TrafficSource, number>

type Visit = { firstAt: string; source: TrafficSource; views: number; duration: number }

/** Sums views up one at a time, in any order, keeping no view: memory grows with visits and pages. */
export class ViewTally {
  private views = 0
  private readonly visitors = new Set<string>()
  private readonly visits = new Map<string, Visit>()
  private readonly departments = new Map<string, number>()
  private readonly pages = new Map<string, PageCount>()

  add(view: ViewRecord): void {
    this.views += 1
    const day = view.createdAt.slice(0, 10)
    if (view.visitorHash) this.visitors.add(`${view.visitorHash}:${day}`)
    const key = `${view.sessionId || view.visitorHash || 'anonyme'}:${day}`
    const source = view.source ?? 'direct'
    const visit = this.visits.get(key)
    if (!visit) {
      this.visits.set(key, {
        firstAt: view.createdAt,
        source,
        views: 1,
        duration: view.duration ?? 0,
      })
    } else {
      visit.views += 1
      visit.duration += view.duration ?? 0
      if (view.createdAt < visit.firstAt) Object.assign(visit, { firstAt: view.createdAt, source })
    }
    if (view.department)
      this.departments.set(view.department, (this.departments.get(view.department) ?? 0) + 1)
    const page = this.pages.get(view.path)
    if (!page) {
      this.pages.set(view.path, {
        path: view.path,
        title: view.title || '',
        titledAt: view.title ? view.createdAt : '',
        views: 1,
      })
    } else {
      page.views += 1
      if (view.title && view.createdAt >= page.titledAt)
        Object.assign(page, { title: view.title, titledAt: view.createdAt })
    }
  }

  totals(pagesKept = PAGES_KEPT_PER_DAY): Totals {
    const sources = noSources()
    let bounces = 0
    let totalDuration = 0
    for (const visit of this.visits.values()) {
      sources[visit.source] += 1
      if (visit.views === 1) bounces += 1
      totalDuration += visit.duration
    }
    return {
      pageViews: this.views,
      uniqueVisitors: this.visitors.size,
      visits: this.visits.size,
      bounces,
      totalDuration,
      sources,
      departments: Object.fromEntries(this.departments),
      pages: mostViewed([...this.pages.values()], pagesKept),
    }
  }
}

const mostViewed = (pages: PageCount[], count: number) =>
  pages.sort((a, b) => b.views - a.views || a.path.localeCompare(b.path)).slice(0, count)

/** The sum of days (or of any totals): every count adds up, a page's latest title wins. */
export function sumTotals(days: Totals[]): Totals {
  const sum: Totals = {
    pageViews: 0,
    uniqueVisitors: 0,
    visits: 0,
    bounces: 0,
    totalDuration: 0,
    sources: noSources(),
    departments: {},
    pages: [],
  }
  const pages = new Map<string, PageCount>()
  for (const day of days) {
    sum.pageViews += day.pageViews
    sum.uniqueVisitors += day.uniqueVisitors
    sum.visits += day.visits
    sum.bounces += day.bounces
    sum.totalDuration += day.totalDuration
    for (const source of TRAFFIC_SOURCES) sum.sources[source] += day.sources[source] ?? 0
    for (const [slug, views] of Object.entries(day.departments))
      sum.departments[slug] = (sum.departments[slug] ?? 0) + views
    for (const page of day.pages) {
      const known = pages.get(page.path)
      if (!known) pages.set(page.path, { ...page })
      else {
        known.views += page.views
        if (page.title && page.titledAt >= known.titledAt)
          Object.assign(known, { title: page.title, titledAt: page.titledAt })
      }
    }
  }
  sum.pages = mostViewed([...pages.values()], pages.size)
  return sum
}

/** Percent change from the previous period; from nothing to something counts as +100 %. */
export function change(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0
  return round1(((current - previous) / previous) * 100)
}

export function general(totals: Totals) {
  const { visits } = totals
  return {
    totalVisits: visits,
    pageViews: totals.pageViews,
    uniqueVisitors: totals.uniqueVisitors,
    bounceRate: visits ? round1((totals.bounces / visits) * 100) : 0,
    averageSessionDuration: visits ? Math.round(totals.totalDuration / visits) : 0,
  }
}

/** Visits by the source of their first page. */
export const trafficSources = (totals: Totals) =>
  TRAFFIC_SOURCES.map((source) => ({
    name: TRAFFIC_SOURCE_LABELS[source],
    value: totals.sources[source],
  }))

/** Share of the department pages' views, for every department (0 when never seen). */
export function departmentShares(totals: Totals, departments: { slug: string; name: string }[]) {
  const total = Object.values(totals.departments).reduce((a, b) => a + b, 0)
  return departments.map(({ slug, name }) => ({
    name,
    percentage: total ? round1(((totals.departments[slug] ?? 0) / total) * 100) : 0,
  }))
}

export const topPages = (totals: Totals, count = ANALYTICS_TOP_PAGES) =>
  totals.pages
    .slice(0, count)
    .map(({ title, path, views }) => ({ title: title || path, path, views }))
