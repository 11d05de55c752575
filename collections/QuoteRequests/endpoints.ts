import type { Endpoint } from 'payload'

import { isAdminUser } from '@/access/roles'
import { fr } from '@/i18n/fr'
import { sentQuoteTitle } from '@/lib/sentQuote'
import { sentQuoteOf } from '@/services/quotes/answer'
import { quotePdfResponse } from '@/services/quotes/pdf'
import { REPLY_MAX, replyToRequest } from '@/services/quotes/reply'
import { QuoteActionError, readQuoteRequest, sendQuote } from '@/services/quotes/send'

const answer = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * POST /api/cms/quote-requests/:id/send-quote (an administrator): the request's saved lines sent
 * to the customer as the next version of its quote (src/services/quotes/send.ts).
 */
export const sendQuoteEndpoint: Endpoint = {
  path: '/:id/send-quote',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return answer(401, { message: fr.api.unauthenticated })
    if (!isAdminUser(req.user)) return answer(403, { message: fr.api.forbidden })
    try {
      const { quote, request } = await sendQuote(req.payload, String(req.routeParams?.id), req)
      return answer(200, {
        message: fr.quotes.sent(sentQuoteTitle(quote), request.email),
        quote,
      })
    } catch (error) {
      if (error instanceof QuoteActionError) return answer(error.status, { message: error.message })
      throw error
    }
  },
}

/** GET /api/cms/quote-requests/:id/quote.pdf (an administrator): the last quote sent, as the customer has it. */
export const quotePdfEndpoint: Endpoint = {
  path: '/:id/quote.pdf',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return answer(401, { message: fr.api.unauthenticated })
    if (!isAdminUser(req.user)) return answer(403, { message: fr.api.forbidden })
    const request = await readQuoteRequest(req.payload, String(req.routeParams?.id)).catch(
      () => null,
    )
    const quote = request ? sentQuoteOf(request) : null
    if (!request || !quote) return answer(404, { message: fr.quotes.noQuote })
    return quotePdfResponse(req.payload, request, quote)
  },
}

/**
 * POST /api/cms/quote-requests/:id/reply (an administrator), `{ message }`: the team's answer
 * mailed to the customer (src/services/quotes/reply.ts).
 */
export const replyEndpoint: Endpoint = {
  path: '/:id/reply',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return answer(401, { message: fr.api.unauthenticated })
    if (!isAdminUser(req.user)) return answer(403, { message: fr.api.forbidden })
    const body = (await req.json?.().catch(() => null)) as { message?: unknown } | null
    const message = typeof body?.message === 'string' ? body.message.trim() : ''
    if (!message || message.length > REPLY_MAX)
      return answer(400, { message: fr.quotes.replyInvalid(REPLY_MAX) })
    try {
      const { email } = await replyToRequest(req.payload, String(req.routeParams?.id), message, req)
      return answer(200, { message: fr.quotes.replied(email) })
    } catch (error) {
      if (error instanceof QuoteActionError) return answer(error.status, { message: error.message })
      throw error
    }
  },
}
