import 'server-only'

import { draftMode, headers } from 'next/headers'

import { isAdminUser } from '@/platform/access/roles'

import { payloadClient } from '@/platform/data/payload'

/**
 * Whether this request shows an editor's preview: Next's draft mode (turned on by /apercu) and,
 * on the same request, a valid administrator's session. Next's bypass cookie alone is the same
 * for every browser until the next build and outlives a sign-out (#58): with it alone, the
 * published version is shown.
 */
export async function inEditorPreview(): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() }).catch(() => ({ user: null }))
  return isAdminUser(user)
}
