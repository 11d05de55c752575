import 'server-only'

import { frenchOnly } from '@/i18n/frenchOnly'

import {
  JSON_BODY_MAX_BYTES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_MB,
  uploadsBodyMaxBytes,
} from '@/lib/constants'
import { BODY_TOO_LARGE, firstFileName, readBodyUpTo } from '@/platform/runtime/requestBody'

/**
 * Payload's own limit of a file in a form (its config's `upload`). Busboy counts a file that
 * reaches its limit as cut short, so a file of exactly 5 MB is allowed (the spec's « max 5 MB »)
 * and one byte more refused, in French; its name is added below, where the body is at hand.
 */
export const cmsUploadLimits = {
  limits: { fileSize: UPLOAD_MAX_BYTES + 1 },
  responseOnLimit: frenchOnly.upload.tooLargeUnnamed(UPLOAD_MAX_MB),
}

type Handler<Context> = (request: Request, context: Context) => Promise<Response>

/**
 * Payload reads a JSON body whole (`req.text()`) and a multipart one to its end, whatever its
 * size. Its REST API gets the body read here up to the limit (one file and its fields for a
 * form, 1 MB of JSON otherwise), and a 413 in its own error shape beyond it: for a file, the
 * spec's sentence naming it, read from the body's first part.
 */
export function limitCmsBodies<Context>(handler: Handler<Context>): Handler<Context> {
  return async (request, context) => {
    if (!request.body) return handler(request, context)
    const multipart = /^multipart\//i.test(request.headers.get('content-type') ?? '')
    const body = await readBodyUpTo(
      request,
      multipart ? uploadsBodyMaxBytes(1) : JSON_BODY_MAX_BYTES,
    )
    if (body === BODY_TOO_LARGE) {
      const file = multipart ? await firstFileName(request) : null
      const message = file
        ? frenchOnly.upload.tooLarge(file, UPLOAD_MAX_MB)
        : frenchOnly.api.bodyTooLarge
      return Response.json({ errors: [{ message }] }, { status: 413 })
    }
    const { url, method, headers, signal } = request
    const answer = await handler(new Request(url, { method, headers, signal, body }), context)
    if (!multipart || answer.status !== 413) return answer
    // Payload's refusal of a file over the limit (payload.config.ts's responseOnLimit), named
    const file = await firstFileName(new Request(url, { method, headers, body }))
    const message = file
      ? frenchOnly.upload.tooLarge(file, UPLOAD_MAX_MB)
      : frenchOnly.upload.tooLargeUnnamed(UPLOAD_MAX_MB)
    return Response.json({ errors: [{ message }] }, { status: 413 })
  }
}
