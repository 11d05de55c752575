import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { QuoteRequest } from '@/generated/payload-types'
import { fr } from '@/i18n/fr'
import { formatPrice } from '@/lib/format'
import { siteLocaleOf } from '@/lib/locales'
import { isQuotableAmount } from '@/lib/quoteAmounts'
import { nextSentQuote, type SentQuote, sentQuoteTitle } from '@/lib/sentQuote'
import { quoteRequestsSlug } from '@/lib/slugs'
import { mailBrand, readSiteSettings } from '@/services/mail/brand'
import { quoteSentMail } from '@/services/mail/mails'
import { sendMail } from '@/services/mail/outbox'

import { actorOf, recordQuoteEvent } from './history'
import { customerLinks, newAccessToken } from './links'
import { quoteTerms } from './terms'

/** A refusal of a quote action, with the French message and the HTTP status to answer. */
export class QuoteActionError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409,
  ) {
    super(message)
  }
}

/** A request with its hidden token, or a 404 refusal. */
export async function readQuoteRequest(
  payload: Payload,
  id: number | string,
  req?: Partial<PayloadRequest>,
): Promise<QuoteRequest> {
  const numeric = typeof id === 'number' ? id : /^\d{1,15}$/.test(id) ? Number(id) : null
  if (numeric === null) throw new QuoteActionError(fr.quotes.notFound, 404)
  const request = await payload
    .findByID({
      collection: quoteRequestsSlug,
      id: numeric,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
      disableErrors: true,
      req,
    })
    .catch(() => null)
  if (!request) throw new QuoteActionError(fr.quotes.notFound, 404)
  return request
}

/** The quote group as the request keeps a sent version (the answers of the last one cleared). */
const storedQuote = (quote: SentQuote): NonNullable<QuoteRequest['quote']> => ({
  version: quote.version,
  sentAt: quote.sentAt,
  validUntil: quote.validUntil,
  vatRate: quote.vatRate,
  totalHT: quote.totalHT,
  vat: quote.vat,
  totalTTC: quote.totalTTC,
  lines: quote.lines,
  conditions: quote.conditions,
  acceptedAt: null,
  acceptedBy: null,
  refusedAt: null,
  refusalReason: null,
})

/**
 * « Envoyer le devis »: the next version of the request's quote from its saved lines and the
 * settings' terms, kept on the request (it replaces the last one) and in its history (which keeps
 * them all), the stage moved to « Devis envoyé », and the customer mailed the link to their page
 * and to the PDF. `req` is the administrator's: the history names them.
 */
export async function sendQuote(
  payload: Payload,
  id: number | string,
  req: PayloadRequest,
): Promise<{ quote: SentQuote; request: QuoteRequest }> {
  const request = await readQuoteRequest(payload, id, req)
  if (!request.lines?.length) throw new QuoteActionError(fr.quotes.noLines, 400)
  // the terms in the customer's language: they are kept with the quote as sent
  const locale = siteLocaleOf(request.locale)
  const settings = await readSiteSettings(payload, locale)
  const quote = nextSentQuote(request, quoteTerms(settings, locale), new Date())
  // a quote whose total cannot be printed is never sent (lines stored before the bounds)
  if (![quote.totalHT, quote.vat, quote.totalTTC].every(isQuotableAmount))
    throw new QuoteActionError(fr.quotes.noTotal, 400)
  const updated = await payload.update({
    collection: quoteRequestsSlug,
    id: request.id,
    data: {
      stage: 'quoted',
      // a quote sent answers the request, as a reply does (« Répondu », the response rate)
      status: 'replied',
      accessToken: request.accessToken || newAccessToken(),
      quote: storedQuote(quote),
    },
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    req,
  })
  const title = sentQuoteTitle(quote)
  await recordQuoteEvent(
    payload,
    {
      request: request.id,
      kind: 'quoteSent',
      summary: `Devis ${title} envoyé à ${request.email} : ${formatPrice(quote.totalTTC)} TTC`,
      data: quote,
      ...actorOf(req),
    },
    req,
  )
  const links = await customerLinks(payload, updated)
  const brand = await mailBrand(payload, settings)
  if (links)
    await sendMail(payload, {
      kind: 'quote',
      to: request.email,
      replyTo: brand.email,
      ...quoteSentMail(brand, updated, quote, links),
    })
  return { quote, request: updated }
}
