import { z } from 'zod'

import { BEACON_MAX as MAX } from './beacon'

const path = z.string().trim().startsWith('/').max(MAX.path)
const duration = z.number().min(0).max(MAX.duration)

/** A page view, or the time spent on it once the visitor leaves. */
export const beaconSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('pageview'),
    data: z.object({
      path,
      title: z.string().max(MAX.title).optional(),
      referrer: z.string().max(MAX.referrer).optional(),
      sessionId: z.string().max(MAX.sessionId).optional(),
      duration: duration.optional(),
    }),
  }),
  z.object({
    type: z.literal('duration'),
    data: z.object({ path, sessionId: z.string().min(1).max(MAX.sessionId), duration }),
  }),
])
export type Beacon = z.input<typeof beaconSchema>
