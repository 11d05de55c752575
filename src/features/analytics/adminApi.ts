import { realtime } from './realtime'
import { analytics } from './report'
import { erasePageViews } from './rollups'
import { beaconSchema } from '@/platform/forms/beacon.schema'
import { frenchOnly } from '@/i18n/frenchOnly'

import { z } from 'zod'

import { recordBeacon } from './beaconApi'
import { ok } from '@/platform/api/envelope'
import { route } from '@/platform/api/route'

const TAG = 'Administration — statistiques'
const count = z.number().int().min(0)
/** A percentage, or a change in percent (negative when it fell). */
const percent = z.number()
const trend = (current: z.ZodType) => z.object({ current, change: percent })
const pages = z.array(z.object({ title: z.string(), path: z.string(), views: count }))

/** The analytics of back office §3, as the handler's data must type-check against it. */
const analyticsSchema = z.object({
  general: z.object({
    totalVisits: count,
    pageViews: count,
    uniqueVisitors: count,
    bounceRate: percent,
    /** Seconds. */
    averageSessionDuration: count,
  }),
  trends: z.object({
    visits: trend(count),
    inquiries: trend(count),
    equipment: trend(count),
    /** FCFA a month. */
    revenue: trend(z.number()),
  }),
  contacts: z.object({ unreadContacts: count, responseRate: percent }),
  equipment: z.object({ totalRevenue: z.number(), rentedEquipment: count, totalEquipment: count }),
  chartData: z.object({
    departments: z.array(z.object({ name: z.string(), percentage: percent })),
    trafficSources: z.array(z.object({ name: z.string(), value: count })),
  }),
  topPages: pages,
  lastUpdated: z.iso.datetime(),
})
const realtimeSchema = z.object({
  activeVisitors: count,
  pageViewsLastHour: count,
  activePages: pages,
  timestamp: z.iso.datetime(),
})

export const analyticsRoutes = [
  route({
    method: 'GET',
    path: '/admin/analytics',
    summary: 'Statistiques des 30 derniers jours (tendances contre les 30 précédents)',
    tag: TAG,
    auth: 'admin',
    data: analyticsSchema,
    handle: async ({ payload }) => {
      const data: z.infer<typeof analyticsSchema> = await analytics(payload)
      return ok(data, { message: frenchOnly.analytics.revenueNote })
    },
  }),
  route({
    method: 'GET',
    path: '/admin/analytics/realtime',
    summary:
      'Temps réel : visiteurs actifs (5 min), pages vues de la dernière heure, pages actives',
    tag: TAG,
    auth: 'admin',
    data: realtimeSchema,
    handle: async ({ payload }) => {
      const data: z.infer<typeof realtimeSchema> = await realtime(payload)
      return ok(data)
    },
  }),
  route({
    method: 'POST',
    path: '/admin/analytics/update',
    summary: 'Enregistre une page vue ({ type: "pageview" }) ou sa durée ({ type: "duration" })',
    tag: TAG,
    auth: 'admin',
    body: beaconSchema,
    data: null,
    refuses: [{ status: 404, description: frenchOnly.analytics.pageViewNotFound }],
    handle: async ({ payload, body, request }) => {
      await recordBeacon(payload, body, request)
      return ok(undefined, { message: frenchOnly.analytics.updated })
    },
  }),
  route({
    method: 'POST',
    path: '/admin/analytics/reset',
    summary: 'Efface toutes les pages vues enregistrées et leurs bilans quotidiens',
    tag: TAG,
    auth: 'admin',
    data: null,
    handle: async ({ payload }) => {
      await erasePageViews(payload)
      return ok(undefined, { message: frenchOnly.analytics.resetDone })
    },
  }),
]
