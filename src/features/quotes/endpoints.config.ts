import type { PayloadRequest } from 'payload'

import { frenchOnly } from '@/i18n/frenchOnly'
import { ApiError } from '@/lib/apiError'
import { actionAnswer, adminAction as anyAdminAction } from '@/platform/endpoints/adminAction'
import { sentQuoteTitle } from '@/lib/sentQuote'
import { sentQuoteOf } from './answer'
import { requestOwners } from './history'
import { privatePdfResponse } from '@/platform/pdf/response'
import { quotePdf } from './pdf'
import { REPLY_MAX, replyToRequest } from './reply'
import {
  type PreviewedQuote,
  previewQuote,
  previewQuotePdf,
  readQuoteRequest,
  sendQuote,
} from './send'

const answer = actionAnswer

/** One of a request's actions (`/api/cms/quote-requests/:id/<path>`, administrators). */
const adminAction = (
  method: 'get' | 'post',
  path: string,
  act: (req: PayloadRequest, id: string) => Promise<Response>,
) => anyAdminAction(method, path, act, [ApiError])

/** `{ version, totalTTC, digest }` as the preview gave them, or nothing (an API client). */
function previewed(body: unknown): PreviewedQuote | undefined | null {
  if (body === null || body === undefined) return undefined
  const expected = (body as { expected?: unknown }).expected
  if (expected === undefined) return undefined
  const { version, totalTTC, digest } = (expected ?? {}) as Record<string, unknown>
  return Number.isInteger(version) && Number.isInteger(totalTTC) && typeof digest === 'string'
    ? { version: version as number, totalTTC: totalTTC as number, digest }
    : null
}

/**
 * The request's saved lines sent to the customer as its quote's next version (send.ts), with
 * `{ expected }` from the preview when the back office sends it.
 */
const sendQuoteEndpoint = adminAction('post', 'send-quote', async (req, id) => {
  const expected = previewed(await req.json?.().catch(() => undefined))
  if (expected === null) return answer(400, { message: frenchOnly.quotes.changedSincePreview })
  const { quote, request } = await sendQuote(req.payload, id, req, expected)
  return answer(200, {
    message: frenchOnly.quotes.sent(sentQuoteTitle(quote), request.email),
    quote,
  })
})

/** The mail and the PDF « Envoyer le devis » would send now, stored nowhere. */
const previewEndpoint = adminAction('get', 'quote-preview', async (req, id) =>
  answer(200, await previewQuote(req.payload, id, req)),
)

const previewPdfEndpoint = adminAction('get', 'quote-preview.pdf', async (req, id) =>
  privatePdfResponse(await previewQuotePdf(req.payload, id, req)),
)

/** The last quote sent, as the customer has it (but the link's token: pdf.ts). */
const quotePdfEndpoint = adminAction('get', 'quote.pdf', async (req, id) => {
  const request = await readQuoteRequest(req.payload, id)
  const quote = sentQuoteOf(request)
  if (!quote) return answer(404, { message: frenchOnly.quotes.noQuote })
  return privatePdfResponse(await quotePdf(req.payload, request, quote, 'team'))
})

/** `{ message }`: the team's answer mailed to the customer (reply.ts). */
const replyEndpoint = adminAction('post', 'reply', async (req, id) => {
  const body = (await req.json?.().catch(() => null)) as { message?: unknown } | null
  const message = typeof body?.message === 'string' ? body.message.trim() : ''
  if (!message || message.length > REPLY_MAX)
    return answer(400, { message: frenchOnly.quotes.replyInvalid(REPLY_MAX) })
  const { email } = await replyToRequest(req.payload, id, message, req)
  return answer(200, { message: frenchOnly.quotes.replied(email) })
})

/**
 * GET /api/cms/quote-requests/owners (an administrator): the accounts a request can be given
 * to, by name. An administrator may read only their own account (users' access): the owner
 * field lists its colleagues from here.
 */
const ownersEndpoint = adminAction('get', '/owners', async (req) =>
  answer(200, { owners: await requestOwners(req.payload) }),
)

export const quoteRequestEndpoints = [
  ownersEndpoint,
  sendQuoteEndpoint,
  previewEndpoint,
  previewPdfEndpoint,
  quotePdfEndpoint,
  replyEndpoint,
]
