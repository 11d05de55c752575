import 'server-only'

import { fr } from '@/i18n/fr'

import { JSON_BODY_MAX_BYTES, uploadsBodyMaxBytes } from '@/lib/constants'
import { BODY_TOO_LARGE, readBodyUpTo } from '@/lib/requestBody'

type Handler<Context> = (request: Request, context: Context) => Promise<Response>

/**
 * Payload reads a JSON body whole (`req.text()`) and a multipart one to its end, whatever its
 * size. Its REST API gets the body read here up to the limit (one file and its fields for a
 * form, 1 MB of JSON otherwise), and a 413 in its own error shape beyond it.
 */
export function limitCmsBodies<Context>(handler: Handler<Context>): Handler<Context> {
  return async (request, context) => {
    if (!request.body) return handler(request, context)
    const multipart = /^multipart\//i.test(request.headers.get('content-type') ?? '')
    const body = await readBodyUpTo(
      request,
      multipart ? uploadsBodyMaxBytes(1) : JSON_BODY_MAX_BYTES,
    )
    if (body === BODY_TOO_LARGE)
      return Response.json({ errors: [{ message: fr.api.bodyTooLarge }] }, { status: 413 })
    const { url, method, headers, signal } = request
    return handler(new Request(url, { method, headers, signal, body }), context)
  }
}
