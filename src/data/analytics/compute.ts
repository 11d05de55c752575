import { ANALYTICS_TOP_PAGES } from '@/lib/constants'
import { TRAFFIC_SOURCE_LABELS, TRAFFIC_SOURCES, type TrafficSource } from '@/lib/labels'

/** Pure computations of the analytics response (back office §3) over stored records. */

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

const round1 = (value: number) => Math.round(value * 10) / 10

/** Percent change from the previous period; from nothing to something counts as +100 %. */
export function change(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0
  return round1(((current - previous) / previous) * 100)
}

export function sessions(views: ViewRecord[]): ViewRecord[][] {
  const bySession = new Map<string, ViewRecord[]>()
  for (const view of views) {
    const key = view.sessionId || `${view.visitorHash ?? 'anonyme'}:${view.createdAt.slice(0, 10)}`
    const visit = bySession.get(key)
    if (visit) visit.push(view)
    else bySession.set(key, [view])
  }
  return [...bySession.values()]
}

export function general(views: ViewRecord[]) {
  const visits = sessions(views)
  const bounces = visits.filter((visit) => visit.length === 1).length
  const durations = visits.map((visit) =>
    visit.reduce((sum, view) => sum + (view.duration ?? 0), 0),
  )
  return {
    totalVisits: visits.length,
    pageViews: views.length,
    uniqueVisitors: new Set(views.map((view) => view.visitorHash).filter(Boolean)).size,
    bounceRate: visits.length ? round1((bounces / visits.length) * 100) : 0,
    averageSessionDuration: visits.length
      ? Math.round(durations.reduce((a, b) => a + b, 0) / visits.length)
      : 0,
  }
}

/** Visits by the source of their first page. */
export function trafficSources(views: ViewRecord[]) {
  const counts = new Map<TrafficSource, number>(TRAFFIC_SOURCES.map((source) => [source, 0]))
  for (const visit of sessions(views)) {
    const first = [...visit].sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0]
    const source = first?.source ?? 'direct'
    counts.set(source, (counts.get(source) ?? 0) + 1)
  }
  return TRAFFIC_SOURCES.map((source) => ({
    name: TRAFFIC_SOURCE_LABELS[source],
    value: counts.get(source) ?? 0,
  }))
}

/** Share of the department pages' views, for every department (0 when never seen). */
export function departmentShares(
  views: ViewRecord[],
  departments: { slug: string; name: string }[],
) {
  const counts = new Map<string, number>()
  for (const view of views)
    if (view.department) counts.set(view.department, (counts.get(view.department) ?? 0) + 1)
  const total = [...counts.values()].reduce((a, b) => a + b, 0)
  return departments.map(({ slug, name }) => ({
    name,
    percentage: total ? round1(((counts.get(slug) ?? 0) / total) * 100) : 0,
  }))
}

export function topPages(views: ViewRecord[], count = ANALYTICS_TOP_PAGES) {
  const pages = new Map<string, { title: string; path: string; views: number }>()
  for (const view of views) {
    const page = pages.get(view.path) ?? {
      title: view.title || view.path,
      path: view.path,
      views: 0,
    }
    page.views += 1
    if (view.title) page.title = view.title
    pages.set(view.path, page)
  }
  return [...pages.values()]
    .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path))
    .slice(0, count)
}
