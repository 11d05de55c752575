import { revalidatePath } from 'next/cache'

import { takeRemoteChanges } from '@/data/contentVersions'
import { payloadClient } from '@/data/payload'
import { isInternalToken } from '@/lib/runtime'

/**
 * Expires every cached page. The edge calls it once at boot, so pages rendered at build time
 * (or before a restore) never outlive a restart; scripts that change content call it too.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isInternalToken(request.headers.get('x-internal-token'))) {
    return Response.json({ success: false, message: 'Non autorisé' }, { status: 401 })
  }
  // note the content versions first: what other instances change after this is picked up later
  await payloadClient()
    .then(takeRemoteChanges)
    .catch(() => undefined)
  revalidatePath('/', 'layout')
  return Response.json({ success: true })
}
