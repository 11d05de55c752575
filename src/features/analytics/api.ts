import { frenchOnly } from '@/i18n/frenchOnly'
import { BEACON_BODY_MAX_BYTES } from '@/platform/forms/beacon'
import { beaconSchema } from '@/platform/forms/beacon.schema'

import { ApiError } from '@/platform/api/envelope'
import { parseOrThrow, readBodyText } from '@/platform/api/request'
import { PUBLIC_FORMS_TAG as TAG, route } from '@/platform/api/route'

import { recordBeacon } from './beaconApi'

/** The public pages' audience beacon (no cookie): a page view, then its duration. */
export const beaconRoutes = [
  route({
    method: 'POST',
    path: '/analytics/beacon',
    summary:
      'Balise de mesure d’audience des pages publiques (sans cookie ; JSON, aussi envoyé en text/plain par sendBeacon)',
    tag: TAG,
    auth: 'public',
    answers: { status: 204, description: 'Enregistrée' },
    refuses: [
      { status: 404, description: frenchOnly.analytics.pageViewNotFound },
      { status: 413, description: frenchOnly.api.bodyTooLarge },
    ],
    handle: async ({ payload, request }) => {
      // navigator.sendBeacon posts text/plain: the JSON is read whatever the declared type
      const text = await readBodyText(request, BEACON_BODY_MAX_BYTES)
      let json: unknown
      try {
        json = JSON.parse(text || '{}')
      } catch {
        throw new ApiError(400, frenchOnly.api.invalidJson)
      }
      const beacon = parseOrThrow(beaconSchema, json)
      await recordBeacon(payload, beacon, request)
      return new Response(null, { status: 204 })
    },
  }),
]
