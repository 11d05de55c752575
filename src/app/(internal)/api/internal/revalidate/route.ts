import { revalidatePath } from 'next/cache'

import { isInternalToken } from '@/lib/runtime'

/**
 * Expires every cached page. The edge calls it once at boot, so pages rendered at build time
 * (or before a restore) never outlive a restart; scripts that change content call it too.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isInternalToken(request.headers.get('x-internal-token'))) {
    return Response.json({ success: false, message: 'Non autorisé' }, { status: 401 })
  }
  revalidatePath('/', 'layout')
  return Response.json({ success: true })
}
