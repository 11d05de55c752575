import 'server-only'

import type { Payload } from 'payload'

import { dictionaries } from '@/i18n/site'
import { legalMentions } from '@/i18n/site/legalMentions'
import type { QuoteRequest } from '@/generated/payload-types'
import { companyContact } from '@/lib/company'
import { siteLocaleOf } from '@/lib/locales'
import type { SentQuote } from '@/lib/sentQuote'
import { publicUrl } from '@/platform/runtime/environment'
import { buildQuotePdf, quoteFileName } from '@/platform/pdf/quote'
import { privatePdfResponse } from '@/platform/pdf/response'
import { stampPng } from './stamp'
import { mailBrand, readSiteSettings } from '@/platform/services/mail/brand'
import type { MailFile } from '@/platform/services/mail/transport'
import { quoteEventsSlug, quoteRequestsSlug } from '@/lib/slugs'

import { customerLinks, customerTokensHidden } from './links'

/**
 * A sent quote's PDF: the company's letterhead and legal mentions from the settings, the
 * customer, the version's lines and totals, the stamp, and the customer's page, in the language
 * the customer wrote in (#45: the team's copy reads as the customer's). The same bytes are
 * downloaded by the customer and attached to the quote's mail; the team's copy (the back
 * office's download and preview) prints the customer's link with its token hidden.
 */
export async function quotePdf(
  payload: Payload,
  request: QuoteRequest,
  quote: SentQuote,
  reader: 'customer' | 'team' = 'customer',
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const locale = siteLocaleOf(request.locale)
  const text = dictionaries[locale]
  const settings = await readSiteSettings(payload, locale)
  const brand = await mailBrand(payload, settings)
  const contact = companyContact(settings ?? {})
  const [links, stamp] = await Promise.all([
    customerLinks(payload, request),
    stampPng(payload, settings?.stamp),
  ])
  const bytes = await buildQuotePdf({
    quote,
    company: {
      name: brand.name,
      phone: contact.phone,
      email: contact.email,
      address: contact.address,
    },
    customer: request,
    // the team's copy prints the link as the mail log shows it: its token would answer for the customer
    link: links ? (reader === 'team' ? customerTokensHidden(links.page) : links.page) : publicUrl(),
    text,
    legal: legalMentions(settings, text),
    stamp,
  })
  return { bytes, fileName: quoteFileName(quote, text) }
}

export const quotePdfResponse = async (payload: Payload, request: QuoteRequest, quote: SentQuote) =>
  privatePdfResponse(await quotePdf(payload, request, quote))

/**
 * A sent version's PDF as its mail carried it, drawn again from the request's history for
 * « Renvoyer » (the log never keeps the bytes); null when the request or version is gone.
 */
export async function quotePdfDrawnAgain(
  payload: Payload,
  source: NonNullable<MailFile['drawnFrom']>,
): Promise<MailFile | null> {
  if (!('quoteRequest' in source)) return null
  const request = await payload
    .findByID({
      collection: quoteRequestsSlug,
      id: source.quoteRequest,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
      disableErrors: true,
    })
    .catch(() => null)
  if (!request) return null
  const { docs } = await payload.find({
    collection: quoteEventsSlug,
    where: { and: [{ request: { equals: request.id } }, { kind: { equals: 'quoteSent' } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const quote = docs
    .map((event) => event.data as SentQuote | null)
    .find((sent) => sent?.version === source.version)
  if (!quote) return null
  return quoteAttachment(payload, request, quote)
}

/** A quote's PDF as a mail's file, with what draws it again. */
export async function quoteAttachment(
  payload: Payload,
  request: QuoteRequest,
  quote: SentQuote,
): Promise<MailFile> {
  const pdf = await quotePdf(payload, request, quote)
  return {
    filename: pdf.fileName,
    contentType: 'application/pdf',
    size: pdf.bytes.byteLength,
    content: Buffer.from(pdf.bytes).toString('base64'),
    drawnFrom: { quoteRequest: request.id, version: quote.version },
  }
}
