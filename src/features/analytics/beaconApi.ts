import type { Payload } from 'payload'
import type { z } from 'zod'

import { recordDuration, recordPageView } from './record'
import type { beaconSchema } from '@/platform/forms/beacon.schema'
import { frenchOnly } from '@/i18n/frenchOnly'

import { clientOf } from '@/platform/api/client'
import { ApiError } from '@/platform/api/envelope'

/**
 * A page view, or the time spent on the session's latest view of that page (404 when there is
 * none): the site's beacon (`/api/analytics/beacon`) and the legacy admin route both send them.
 */
export async function recordBeacon(
  payload: Payload,
  beacon: z.infer<typeof beaconSchema>,
  request: Request,
): Promise<void> {
  if (beacon.type === 'pageview') return recordPageView(payload, beacon.data, clientOf(request))
  if (!(await recordDuration(payload, beacon.data)))
    throw new ApiError(404, frenchOnly.analytics.pageViewNotFound)
}
