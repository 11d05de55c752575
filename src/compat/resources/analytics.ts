import type { Payload } from 'payload'

import { realtime } from '@/data/analytics/realtime'
import { recordDuration, recordPageView } from '@/data/analytics/record'
import { analytics } from '@/data/analytics/report'
import { erasePageViews } from '@/services/analytics/rollups'
import { beaconSchema } from '@/forms/beacon.schema'
import { fr } from '@/i18n/fr'
import { CLIENT_IP_HEADER } from '@/lib/runtime'

import { ApiError, ok } from '../envelope'
import { route } from '../route'

const TAG = 'Administration — statistiques'
export const clientOf = (request: Request) => ({
  ip:
    request.headers.get(CLIENT_IP_HEADER) ||
    request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
    request.headers.get('x-real-ip') ||
    'inconnue',
  userAgent: request.headers.get('user-agent') ?? '',
  host: new URL(request.url).hostname,
})

/** Time spent on the session's latest view of that page (404 when there is none). */
export async function updateDuration(
  payload: Payload,
  data: { path: string; sessionId: string; duration: number },
) {
  if (!(await recordDuration(payload, data))) throw new ApiError(404, fr.analytics.pageViewNotFound)
}

export const analyticsRoutes = [
  route({
    method: 'GET',
    path: '/admin/analytics',
    summary: 'Statistiques des 30 derniers jours (tendances contre les 30 précédents)',
    tag: TAG,
    auth: 'admin',
    handle: async ({ payload }) =>
      ok(await analytics(payload), { message: fr.analytics.revenueNote }),
  }),
  route({
    method: 'GET',
    path: '/admin/analytics/realtime',
    summary:
      'Temps réel : visiteurs actifs (5 min), pages vues de la dernière heure, pages actives',
    tag: TAG,
    auth: 'admin',
    handle: async ({ payload }) => ok(await realtime(payload)),
  }),
  route({
    method: 'POST',
    path: '/admin/analytics/update',
    summary: 'Enregistre une page vue ({ type: "pageview" }) ou sa durée ({ type: "duration" })',
    tag: TAG,
    auth: 'admin',
    body: beaconSchema,
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
    summary: 'Efface toutes les pages vues enregistrées et leurs bilans quotidiens',
    tag: TAG,
    auth: 'admin',
    handle: async ({ payload }) => {
      await erasePageViews(payload)
      return ok(undefined, { message: fr.analytics.resetDone })
    },
  }),
]
