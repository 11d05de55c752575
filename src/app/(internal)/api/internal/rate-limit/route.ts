import { z } from 'zod'

import { payloadClient } from '@/platform/data/payload'
import { countHit, resetHits, uncountHit } from '@/platform/data/rateLimitHits'
import { frenchOnly } from '@/i18n/frenchOnly'
import { internalRoute } from '@/platform/runtime/internalRoute'

const Call = z.object({
  action: z.enum(['increment', 'decrement', 'reset']),
  key: z.string().min(1).max(200),
  windowMs: z.number().int().positive(),
})

/** The shared rate-limit counters, for the edge's database store (src/platform/frontServer/rateLimitStore.ts). */
export const POST = internalRoute(async (request) => {
  const call = Call.safeParse(await request.json().catch(() => null))
  if (!call.success)
    return Response.json({ success: false, message: 'Requête invalide' }, { status: 400 })
  const { action, key, windowMs } = call.data
  try {
    const payload = await payloadClient()
    if (action === 'increment')
      return Response.json({ success: true, data: await countHit(payload, key, windowMs) })
    if (action === 'decrement') await uncountHit(payload, key, windowMs)
    else await resetHits(payload, key)
    return Response.json({ success: true })
  } catch {
    return Response.json(
      { success: false, message: frenchOnly.api.databaseUnreachable },
      { status: 503 },
    )
  }
})
