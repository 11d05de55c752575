import { revalidatePath } from 'next/cache'

import { takeRemoteChanges } from '@/platform/cache/contentVersions'
import { payloadClient } from '@/platform/data/payload'
import { internalRoute } from '@/platform/runtime/internalRoute'

/**
 * Expires every cached page. The edge calls it once at boot, so pages rendered at build time
 * (or before a restore) never outlive a restart; scripts that change content call it too.
 */
export const POST = internalRoute(async () => {
  // note the content versions first: what other instances change after this is picked up later
  await payloadClient()
    .then(takeRemoteChanges)
    .catch(() => undefined)
  revalidatePath('/', 'layout')
  return Response.json({ success: true })
})
