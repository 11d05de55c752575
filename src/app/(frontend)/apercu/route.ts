// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import { draftMode } from 'next/headers'

import { isAdminUser } from '@/platform/access/roles'
import { payloadClient } from '@/platform/data/payload'
import { frenchOnly } from '@/i18n/frenchOnly'
import { PREVIEW_EXIT_PARAM, PREVIEW_PATH_PARAM, previewTarget } from '@/lib/preview'

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })

const refuse = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

/**
 * The admin's preview of a draft (src/lib/preview.ts): for a signed-in administrator, Next's
 * draft mode on in this browser, then the page; anyone else is refused.
 * `?fin` turns the draft mode off. Only a path of this site is ever followed.
 */
export async function GET(request: Request): Promise<Response> {
  const { searchParams } = new URL(request.url)
  const asked = searchParams.get(PREVIEW_PATH_PARAM)
  const target = previewTarget(asked)
  const draft = await draftMode()
  if (searchParams.has(PREVIEW_EXIT_PARAM)) {
    draft.disable()
    return seeOther(target ?? '/')
  }
  if (!target) return refuse(400, frenchOnly.preview.badPath)
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers }).catch(() => ({ user: null }))
  if (!isAdminUser(user)) return refuse(401, frenchOnly.preview.signedOut)
  draft.enable()
  return seeOther(target)
}
