import 'server-only'

import { frenchOnly } from '@/i18n/frenchOnly'

import { afterAnswer } from '@/platform/services/afterAnswer'
import { cmsPathSegments } from './cmsRouteNotFound'

type Handler<Context> = (request: Request, context: Context) => Promise<Response>

/** The address asked for: in JSON, or in the admin form's `_payload` field (multipart). */
async function askedEmail(body: ArrayBuffer, type: string): Promise<unknown> {
  try {
    const json = /^multipart\//i.test(type)
      ? (await new Response(body, { headers: { 'content-type': type } }).formData()).get('_payload')
      : new TextDecoder().decode(body)
    return (JSON.parse(String(json)) as { email?: unknown }).email
  } catch {
    return undefined
  }
}

/**
 * Payload's « Mot de passe oublié ? » looks the address up, then for an account writes a token
 * and queues the mail before answering: 13–23 ms for an account, 5 ms without, which told who
 * has one. With an address to look up, the answer now comes first, the same for everyone, and
 * Payload does its work after it. A request without an address still gets Payload's own 400.
 */
export function forgotPasswordAfterAnswer<Context>(handler: Handler<Context>): Handler<Context> {
  return async (request, context) => {
    if (request.method !== 'POST' || cmsPathSegments(request).join('/') !== 'users/forgot-password')
      return handler(request, context)
    const body = await request.arrayBuffer()
    const { method, url, headers } = request
    const email = await askedEmail(body, headers.get('content-type') ?? '')
    // the work outlives this request: a copy of it, whose signal the answer does not abort
    const copy = () => new Request(url, { method, headers, body })
    if (typeof email !== 'string' || !email.trim()) return handler(copy(), context)
    afterAnswer(() => handler(copy(), context), 'Mot de passe oublié (administration)')
    return Response.json({ message: frenchOnly.auth.forgotPasswordSent })
  }
}
