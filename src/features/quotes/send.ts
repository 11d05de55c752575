// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import { createHash } from 'node:crypto'

import { APIError, type Payload, type PayloadRequest } from 'payload'

import type { QuoteRequest } from '@/generated/payload-types'
import { frenchOnly } from '@/i18n/frenchOnly'
import { formatPrice } from '@/lib/format'
import { siteLocaleOf } from '@/lib/locales'
import { isQuotableAmount } from '@/lib/quoteAmounts'
import { ApiError } from '@/lib/apiError'
import { nextSentQuote, type SentQuote, sentQuoteTitle } from '@/lib/sentQuote'
import { quoteRequestsSlug } from '@/lib/slugs'
import { mailBrand, readSiteSettings } from '@/platform/services/mail/brand'
import { quoteSentMail } from './mails'
import { type Mail, sendMail } from '@/platform/services/mail/outbox'
import { holdQuote } from '@/features/rentals/quoteOptions'

import { actorOf, recordQuoteEvent } from './history'
import { customerLinks, newAccessToken, withCustomerTokensHidden } from './links'
import { quoteAttachment, quotePdf } from './pdf'
import { quoteTerms } from './terms'

/** A request with its hidden token, or a 404 refusal. */
export async function readQuoteRequest(
  payload: Payload,
  id: number | string,
  req?: Partial<PayloadRequest>,
): Promise<QuoteRequest> {
  const numeric = typeof id === 'number' ? id : /^\d{1,15}$/.test(id) ? Number(id) : null
  if (numeric === null) throw new ApiError(404, frenchOnly.quotes.notFound)
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
  if (!request) throw new ApiError(404, frenchOnly.quotes.notFound)
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

/** What « Envoyer le devis » would send now: the next version, in the customer's language. */
async function draftQuote(payload: Payload, id: number | string, req: PayloadRequest) {
  const request = await readQuoteRequest(payload, id, req)
  if (!request.lines?.length) throw new ApiError(400, frenchOnly.quotes.noLines)
  // the terms in the customer's language: they are kept with the quote as sent
  const locale = siteLocaleOf(request.locale)
  const settings = await readSiteSettings(payload, locale)
  const quote = nextSentQuote(request, quoteTerms(settings, locale), new Date())
  // a quote whose total cannot be printed is never sent (lines stored before the bounds)
  if (![quote.totalHT, quote.vat, quote.totalTTC].every(isQuotableAmount))
    throw new ApiError(400, frenchOnly.quotes.noTotal)
  return { request, settings, quote }
}

/** The quote's mail as the customer gets it, with its PDF attached. */
async function quoteMail(
  payload: Payload,
  request: QuoteRequest,
  quote: SentQuote,
  settings: Awaited<ReturnType<typeof readSiteSettings>>,
  links: { page: string; pdf: string },
): Promise<Mail> {
  const brand = await mailBrand(payload, settings)
  return {
    kind: 'quote',
    to: request.email,
    replyTo: brand.email,
    ...quoteSentMail(brand, request, quote, links),
    attachments: [await quoteAttachment(payload, request, quote)],
  }
}

/**
 * What the preview promises, sent back with the confirmation: the send refuses anything else.
 * `digest` covers every line (label, quantity, unit, price), the VAT rate and the conditions: a
 * colleague's new label, or two lines swapped for the same total, is a change.
 */
export type PreviewedQuote = { version: number; totalTTC: number; digest: string }

const previewOf = (quote: SentQuote): PreviewedQuote => ({
  version: quote.version,
  totalTTC: quote.totalTTC,
  digest: createHash('sha256')
    .update(JSON.stringify([quote.lines, quote.vatRate, quote.conditions]))
    .digest('base64url'),
})

/**
 * The preview of « Envoyer le devis »: the mail as it would leave (its customer links without
 * their token: whoever reads the back office must not be able to answer in the customer's name)
 * and the PDF's address; nothing is stored.
 */
export async function previewQuote(payload: Payload, id: number | string, req: PayloadRequest) {
  const { request, settings, quote } = await draftQuote(payload, id, req)
  const token = request.accessToken || 'x'.repeat(32)
  const links = await customerLinks(payload, { ...request, accessToken: token })
  const mail = await quoteMail(payload, request, quote, settings, links!)
  const shown = withCustomerTokensHidden(mail)
  return {
    to: mail.to,
    subject: shown.subject,
    html: shown.html,
    attachments: mail.attachments!.map(({ filename, size }) => ({ filename, size })),
    expected: previewOf(quote),
  }
}

/** The PDF the preview shows: the next version as the customer will get it, not stored. */
export async function previewQuotePdf(payload: Payload, id: number | string, req: PayloadRequest) {
  const { request, quote } = await draftQuote(payload, id, req)
  return quotePdf(payload, request, quote, 'team')
}

const samePreview = (quote: SentQuote, expected: PreviewedQuote) => {
  const now = previewOf(quote)
  return (
    now.version === expected.version &&
    now.totalTTC === expected.totalTTC &&
    now.digest === expected.digest
  )
}

/**
 * The quote's rental lines held as options until its validity date (#61); a line the stock
 * cannot meet stops the sending with the reservation's French refusal and its next free dates.
 */
async function holdOptions(
  payload: Payload,
  request: QuoteRequest,
  quote: SentQuote,
  req: PayloadRequest,
) {
  try {
    await holdQuote(payload, request, quote, 'option', req)
  } catch (error) {
    if (error instanceof APIError && error.status === 409)
      throw new ApiError(409, frenchOnly.quotes.noStockToSend(error.message))
    throw error
  }
}

/**
 * « Envoyer le devis », once its preview was read: the next version of the request's quote from
 * its saved lines and the settings' terms, kept on the request (it replaces the last one) and in
 * its history (which keeps them all), its rental lines held as options, the stage moved to
 * « Devis envoyé », and the customer mailed the link to their page, with the PDF attached. `expected` is what the preview showed:
 * a quote that changed since (another version sent, a line or a term edited) is refused, 409.
 * `req` is the administrator's: the history names them.
 */
export async function sendQuote(
  payload: Payload,
  id: number | string,
  req: PayloadRequest,
  expected?: PreviewedQuote,
): Promise<{ quote: SentQuote; request: QuoteRequest }> {
  const { request, settings, quote } = await draftQuote(payload, id, req)
  if (expected && !samePreview(quote, expected))
    throw new ApiError(409, frenchOnly.quotes.changedSincePreview)
  if (settings?.quoteHoldsRentals !== false) await holdOptions(payload, request, quote, req)
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
  if (links) await sendMail(payload, await quoteMail(payload, updated, quote, settings, links))
  return { quote, request: updated }
}
