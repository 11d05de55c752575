import { takeRemoteChanges } from '@/platform/cache/contentVersions'
import { payloadClient } from '@/platform/data/payload'
import { expireTag } from '@/platform/cache/revalidate'
import { frenchOnly } from '@/i18n/frenchOnly'
import { internalRoute } from '@/platform/runtime/internalRoute'

/**
 * Revalidates here what another instance changed (see src/platform/cache/contentVersions.ts). The edge calls it
 * every few seconds over loopback.
 */
export const POST = internalRoute(async () => {
  try {
    const payload = await payloadClient()
    const changed = await takeRemoteChanges(payload)
    for (const tag of changed) expireTag(tag, payload.logger)
    return Response.json({ success: true, data: { changed } })
  } catch {
    return Response.json(
      { success: false, message: frenchOnly.api.databaseUnreachable },
      { status: 503 },
    )
  }
})
