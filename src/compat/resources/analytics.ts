import type { Payload } from 'payload'
import { z } from 'zod'

import { pageViewsSlug } from '@collections/PageViews'
import { quoteRequestsSlug } from '@collections/QuoteRequests'
import { change, departmentShares, general, sessions, topPages, trafficSources, type ViewRecord } from '@/data/analytics/compute'
import { recordPageView } from '@/data/analytics/record'
import { fr } from '@/i18n/fr'

import { ApiError, ok } from '../envelope'
import { route } from '../route'

const TAG = 'Administration — statistiques'
const DAY_MS = 24 * 60 * 60 * 1000
const PERIOD_DAYS = 30
const RENTAL_DAYS_PER_MONTH = 30

const since = (ms: number) => new Date(Date.now() - ms).toISOString()

async function views(payload: Payload, from: string, to?: string): Promise<ViewRecord[]> {
  const { docs } = await payload.find({
    collection: pageViewsSlug,
    where: { and: [{ createdAt: { greater_than_equal: from } }, ...(to ? [{ createdAt: { less_than: to } }] : [])] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

const countQuotes = (payload: Payload, where: Parameters<Payload['count']>[0]['where']) =>
  payload.count({ collection: quoteRequestsSlug, where, overrideAccess: true }).then(({ totalDocs }) => totalDocs)

/** The analytics response of back office §3, over the last 30 days against the 30 before. */
export async function analytics(payload: Payload) {
  const start = since(PERIOD_DAYS * DAY_MS)
  const previousStart = since(2 * PERIOD_DAYS * DAY_MS)
  const [current, previous, equipment, departments, inquiries, previousInquiries, unread, replied, allQuotes] = await Promise.all([
    views(payload, start),
    views(payload, previousStart, start),
    payload.find({ collection: 'equipment', pagination: false, depth: 0, overrideAccess: true }),
    payload.find({ collection: 'departments', where: { isActive: { equals: true } }, sort: 'homepageSettings.homepageOrder', pagination: false, depth: 0, overrideAccess: true }),
    countQuotes(payload, { createdAt: { greater_than_equal: start } }),
    countQuotes(payload, { and: [{ createdAt: { greater_than_equal: previousStart } }, { createdAt: { less_than: start } }] }),
    countQuotes(payload, { status: { equals: 'new' } }),
    countQuotes(payload, { status: { equals: 'replied' } }),
    countQuotes(payload, {}),
  ])
  const rented = equipment.docs.filter((item) => item.status === 'rented')
  // estimated monthly revenue of what is on rent now (prices are per day)
  const totalRevenue = rented.reduce((sum, item) => sum + item.price * RENTAL_DAYS_PER_MONTH, 0)
  const now = general(current)
  return {
    general: now,
    trends: {
      visits: { current: now.totalVisits, change: change(now.totalVisits, sessions(previous).length) },
      inquiries: { current: inquiries, change: change(inquiries, previousInquiries) },
      // no history of past rental states is kept: the change of these two is not known (0)
      equipment: { current: rented.length, change: 0 },
      revenue: { current: totalRevenue, change: 0 },
    },
    contacts: { unreadContacts: unread, responseRate: allQuotes ? Math.round((replied / allQuotes) * 1000) / 10 : 0 },
    equipment: { totalRevenue, rentedEquipment: rented.length, totalEquipment: equipment.docs.length },
    chartData: {
      departments: departmentShares(current, departments.docs.map(({ slug, name }) => ({ slug: slug ?? '', name }))),
      trafficSources: trafficSources(current),
    },
    topPages: topPages(current),
    lastUpdated: new Date().toISOString(),
  }
}

export const clientOf = (request: Request) => ({
  ip: request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || 'inconnue',
  userAgent: request.headers.get('user-agent') ?? '',
  host: new URL(request.url).hostname,
})

const path = z.string().trim().startsWith('/').max(500)
/** A page view, or the time spent on it once the visitor leaves. */
export const pageViewBody = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('pageview'),
    data: z.object({ path, title: z.string().max(300).optional(), referrer: z.string().max(1000).optional(), sessionId: z.string().max(100).optional(), duration: z.number().min(0).max(86_400).optional() }),
  }),
  z.object({ type: z.literal('duration'), data: z.object({ path, sessionId: z.string().min(1).max(100), duration: z.number().min(0).max(86_400) }) }),
])

/** Time spent on the session's latest view of that page. */
export async function updateDuration(payload: Payload, data: { path: string; sessionId: string; duration: number }) {
  const { docs } = await payload.find({
    collection: pageViewsSlug,
    where: { and: [{ sessionId: { equals: data.sessionId } }, { path: { equals: data.path } }] },
    sort: '-createdAt',
    limit: 1,
    overrideAccess: true,
  })
  if (!docs[0]) throw new ApiError(404, fr.analytics.pageViewNotFound)
  await payload.update({ collection: pageViewsSlug, id: docs[0].id, data: { duration: data.duration }, overrideAccess: true })
}

export const analyticsRoutes = [
  route({ method: 'GET', path: '/admin/analytics', summary: 'Statistiques des 30 derniers jours (tendances contre les 30 précédents)', tag: TAG, auth: 'admin', handle: async ({ payload }) => ok(await analytics(payload)) }),
  route({
    method: 'GET',
    path: '/admin/analytics/realtime',
    summary: 'Temps réel : visiteurs actifs (5 min), pages vues de la dernière heure, pages actives',
    tag: TAG,
    auth: 'admin',
    handle: async ({ payload }) => {
      const lastHour = await views(payload, since(60 * 60 * 1000))
      const recent = lastHour.filter((view) => view.createdAt >= since(5 * 60 * 1000))
      return ok({
        activeVisitors: new Set(recent.map((view) => view.visitorHash)).size,
        pageViewsLastHour: lastHour.length,
        activePages: topPages(recent).map(({ path: page, title, views: count }) => ({ path: page, title, views: count })),
        timestamp: new Date().toISOString(),
      })
    },
  }),
  route({
    method: 'POST',
    path: '/admin/analytics/update',
    summary: 'Enregistre une page vue ({ type: "pageview" }) ou sa durée ({ type: "duration" })',
    tag: TAG,
    auth: 'admin',
    body: pageViewBody,
    handle: async ({ payload, body, request }) => {
      if (body.type === 'pageview') {
        await recordPageView(payload, body.data, clientOf(request))
        return ok(undefined, { message: fr.analytics.updated })
      }
      await updateDuration(payload, body.data)
      return ok(undefined, { message: fr.analytics.updated })
    },
  }),
  route({
    method: 'POST',
    path: '/admin/analytics/reset',
    summary: 'Efface toutes les pages vues enregistrées',
    tag: TAG,
    auth: 'admin',
    handle: async ({ payload }) => {
      await payload.delete({ collection: pageViewsSlug, where: { id: { exists: true } }, overrideAccess: true })
      return ok(undefined, { message: fr.analytics.resetDone })
    },
  }),
]
