// features: analytics
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { outsideAnyRequest as req } from '@/platform/cache/outsideAnyRequest'
import { analytics } from '@/features/analytics/report'
import { erasePageViews, purgeViewsBefore } from '@/features/analytics/rollups'
import { PAGES_KEPT_PER_DAY, ViewTally } from '@/features/analytics/summary'
import { addDays, dayStart, utcDay } from '@/lib/days'
import { DEPARTMENT_ID_TO_SLUG } from '@/lib/labels'
import { PAGE_TITLES } from '@/i18n/site/pageTitles'
import { DEMO_ADMIN } from '@/platform/runtime/environment'

import { api, tokenFor } from '../helpers/api'
import { testPayload } from '../helpers/payload'

/**
 * The statistics read one summary per finished day instead of the raw views. This fills a small,
 * varied data set around the periods' edges and checks every figure against a plain computation
 * of the definitions over the raw views, before and after the days are summed up, and after the
 * raw views are gone.
 */
let payload: Payload
let token: string
const today = utcDay()
const HOUR = 60 * 60 * 1000

type View = {
  path: string
  title?: string
  source: 'direct' | 'search' | 'social' | 'referral'
  department?: string
  visitorHash?: string
  sessionId?: string
  duration: number
  createdAt: string
}
const views: View[] = []
/** What the site calls each page: the fixed pages' titles, the departments' stored names. */
const siteTitles = new Map<string, string>(Object.entries(PAGE_TITLES))

/** A view `daysAgo` days before today, `ms` into that UTC day. */
const at = (daysAgo: number, ms: number) =>
  new Date(Date.parse(dayStart(addDays(today, -daysAgo))) + ms).toISOString()

/** Deterministic pseudo-random numbers, so a failure can be replayed. */
function random(seed: number) {
  let state = seed
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state % below
  }
}

const PAGES = [
  { path: '/', title: 'Accueil' },
  { path: '/equipements', title: 'Équipements' },
  { path: '/actualites', title: 'Actualités' },
  { path: '/departement/hydraulique', title: 'Hydraulique', department: 'hydraulique' },
  { path: '/departement/btp', title: 'BTP', department: 'btp-travaux-publics' },
  { path: '/departement/automobile', title: 'Automobile', department: 'automobile' },
  { path: '/catalogue', title: undefined },
]
const SOURCES = ['direct', 'search', 'social', 'referral'] as const

function fill() {
  const pick = random(20261124)
  // ordinary visits on every day from 62 days ago to today
  for (let daysAgo = 62; daysAgo >= 0; daysAgo -= 1) {
    const visits = 1 + pick(4)
    for (let visit = 0; visit < visits; visit += 1) {
      const start = pick(22 * HOUR)
      const visitor = `v-${daysAgo}-${pick(3)}`
      const session = pick(5) === 0 ? undefined : `s-${daysAgo}-${visit}`
      const length = 1 + pick(3)
      for (let n = 0; n < length; n += 1) {
        const page = PAGES[pick(PAGES.length)]!
        views.push({
          ...page,
          source: SOURCES[pick(4)]!,
          visitorHash: visitor,
          sessionId: session,
          duration: pick(200),
          createdAt: at(daysAgo, start + n * 60_000 + pick(1000)),
        })
      }
    }
  }
  const edge = (daysAgo: number, ms: number, extra: Partial<View>) =>
    views.push({
      path: '/',
      title: 'Accueil',
      source: 'direct',
      duration: 5,
      ...extra,
      createdAt: at(daysAgo, ms),
    })
  // sessions across midnight, at the edge of each period and in the middle of one
  for (const daysAgo of [60, 59, 30, 29, 10, 1]) {
    const sessionId = `minuit-${daysAgo}`
    edge(daysAgo, 24 * HOUR - 120_000, {
      sessionId,
      visitorHash: `m-${daysAgo}`,
      source: 'social',
      duration: 50,
    })
    edge(daysAgo, 24 * HOUR - 1, {
      sessionId,
      visitorHash: `m-${daysAgo}`,
      path: '/equipements',
      duration: 7,
    })
    edge(daysAgo - 1, 0, {
      sessionId,
      visitorHash: `m2-${daysAgo}`,
      path: '/actualites',
      duration: 9,
    })
    edge(daysAgo - 1, 30_000, {
      sessionId,
      visitorHash: `m2-${daysAgo}`,
      source: 'search',
      duration: 11,
    })
  }
  // the first and the last instant of today, views without a visitor at all, a renamed page
  edge(0, 0, { sessionId: 'aube', visitorHash: 'aube' })
  edge(0, 24 * HOUR - 1, { sessionId: 'minuit', visitorHash: 'tard', department: 'automobile' })
  edge(3, HOUR, {})
  edge(3, 2 * HOUR, { source: 'referral' })
  edge(40, HOUR, { path: '/actualites', title: 'Anciennes actualités', visitorHash: 'renomme' })
  edge(2, HOUR, { path: '/actualites', title: 'Nos actualités', visitorHash: 'renomme' })
  // the views Chrome sends twice within the same millisecond
  edge(5, 3 * HOUR, {
    sessionId: 'double',
    visitorHash: 'double',
    path: '/catalogue',
    title: undefined,
  })
  edge(5, 3 * HOUR, {
    sessionId: 'double',
    visitorHash: 'double',
    path: '/catalogue',
    title: undefined,
  })
}

/** The definitions, computed the plain way over the raw views of the days first…last. */
function plain(first: string, last: string) {
  const inPeriod = views
    .filter((view) => view.createdAt.slice(0, 10) >= first && view.createdAt.slice(0, 10) <= last)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  const visits = new Map<string, View[]>()
  for (const view of inPeriod) {
    const key = `${view.sessionId || view.visitorHash || 'anonyme'}:${view.createdAt.slice(0, 10)}`
    visits.set(key, [...(visits.get(key) ?? []), view])
  }
  const all = [...visits.values()]
  const round1 = (value: number) => Math.round(value * 10) / 10
  const departmentViews = inPeriod.filter((view) => view.department)
  const byPath = new Map<string, View[]>()
  for (const view of inPeriod) byPath.set(view.path, [...(byPath.get(view.path) ?? []), view])
  return {
    general: {
      totalVisits: all.length,
      pageViews: inPeriod.length,
      uniqueVisitors: new Set(
        inPeriod
          .filter((v) => v.visitorHash)
          .map((v) => `${v.visitorHash}|${v.createdAt.slice(0, 10)}`),
      ).size,
      bounceRate: all.length
        ? round1((all.filter((visit) => visit.length === 1).length / all.length) * 100)
        : 0,
      averageSessionDuration: all.length
        ? Math.round(all.flat().reduce((sum, view) => sum + view.duration, 0) / all.length)
        : 0,
    },
    sources: Object.fromEntries(
      SOURCES.map((source) => [source, all.filter((visit) => visit[0]!.source === source).length]),
    ),
    departmentShare: (slug: string) =>
      departmentViews.length
        ? round1(
            (departmentViews.filter((view) => view.department === slug).length /
              departmentViews.length) *
              100,
          )
        : 0,
    topPages: [...byPath.entries()]
      .map(([path, seen]) => ({
        // the site's own name for the page, whatever title the beacons claimed
        title: siteTitles.get(path) ?? path,
        path,
        views: seen.length,
      }))
      .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path))
      .slice(0, 5),
  }
}

const LABELS = {
  direct: 'Accès direct',
  search: 'Moteurs de recherche',
  social: 'Réseaux sociaux',
  referral: 'Sites référents',
}

async function expectPlainFigures() {
  const report = await analytics(payload, today)
  const current = plain(addDays(today, -29), today)
  const previous = plain(addDays(today, -59), addDays(today, -30))
  expect(report.general).toEqual(current.general)
  expect(report.trends.visits.current).toBe(current.general.totalVisits)
  const previousVisits = previous.general.totalVisits
  expect(report.trends.visits.change).toBe(
    Math.round(((current.general.totalVisits - previousVisits) / previousVisits) * 1000) / 10,
  )
  expect(report.chartData.trafficSources).toEqual(
    SOURCES.map((source) => ({ name: LABELS[source], value: current.sources[source] })),
  )
  const { docs: departments } = await payload.find({
    collection: 'departments',
    where: { isActive: { equals: true } },
    sort: 'homepageSettings.homepageOrder',
    pagination: false,
    overrideAccess: true,
  })
  expect(report.chartData.departments).toEqual(
    departments.map(({ name, slug }) => ({
      name,
      percentage: current.departmentShare(slug ?? ''),
    })),
  )
  expect(report.chartData.departments.some(({ percentage }) => percentage > 0)).toBe(true)
  expect(report.topPages).toEqual(current.topPages)
  return report
}

const storedDays = async () =>
  (
    await payload.db.find<{ day: string }>({
      collection: 'page-view-days',
      limit: 0,
      pagination: false,
      sort: 'day',
      req,
    })
  ).docs.map(({ day }) => day)

beforeAll(async () => {
  payload = await testPayload()
  token = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
  const { docs } = await payload.find({ collection: 'departments', limit: 0, overrideAccess: true })
  for (const [id, slug] of Object.entries(DEPARTMENT_ID_TO_SLUG)) {
    const name = docs.find((department) => department.slug === slug)?.name
    if (name) siteTitles.set(`/departement/${id}`, name)
  }
  await erasePageViews(payload)
  fill()
  for (const view of views)
    await payload.db.create({
      collection: 'page-views',
      data: { ...view, updatedAt: view.createdAt },
      req,
    })
}, 120_000)

describe('statistics from daily summaries', () => {
  it('gives every figure of the plain computation, then keeps it once the finished days are summed up', async () => {
    expect(await storedDays()).toEqual([])
    const first = await expectPlainFigures()
    // the two periods' finished days are stored; today and yesterday stay live
    const days = await storedDays()
    expect(days[0]).toBe(addDays(today, -59))
    expect(days.at(-1)).toBe(addDays(today, -2))
    expect(days).toHaveLength(58)
    const second = await expectPlainFigures()
    expect({ ...second, lastUpdated: '' }).toEqual({ ...first, lastUpdated: '' })
  })

  it('keeps the figures of the finished days once their raw views are purged', async () => {
    await purgeViewsBefore(payload, dayStart(addDays(today, -1)))
    const { totalDocs } = await payload.db.count({ collection: 'page-views', req })
    expect(totalDocs).toBe(
      views.filter((view) => view.createdAt >= dayStart(addDays(today, -1))).length,
    )
    await expectPlainFigures()
  })

  it('« Réinitialiser » empties the raw views and the daily summaries', async () => {
    const answer = await api('POST', '/admin/analytics/reset', { token })
    expect(answer.body).toEqual({ success: true, message: 'Analytics réinitialisés' })
    expect(await storedDays()).toEqual([])
    expect((await payload.db.count({ collection: 'page-views', req })).totalDocs).toBe(0)
    const report = await api<{ general: Record<string, number> }>('GET', '/admin/analytics', {
      token,
    })
    expect(report.body.data?.general).toMatchObject({ pageViews: 0, totalVisits: 0 })
  })
})

describe('a day’s summary', () => {
  it('keeps the most viewed pages of a day and drops the long tail of made-up addresses', () => {
    const tally = new ViewTally()
    const createdAt = `${today}T10:00:00.000Z`
    for (let n = 0; n < 5; n += 1) tally.add({ path: '/', title: 'Accueil', createdAt })
    for (let n = 0; n < 1000; n += 1) tally.add({ path: `/sonde-${n}`, createdAt })
    const { pages, pageViews } = tally.totals()
    expect(pageViews).toBe(1005)
    expect(pages).toHaveLength(PAGES_KEPT_PER_DAY)
    expect(pages[0]).toMatchObject({ path: '/', title: 'Accueil', views: 5 })
  })
})
