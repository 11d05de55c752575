import 'server-only'

import type { Payload } from 'payload'

import { dictionaries } from '@/i18n/site'
import { legalMentions } from '@/i18n/site/legalMentions'
import type { QuoteRequest } from '@/generated/payload-types'
import { companyContact } from '@/lib/company'
import { siteLocaleOf } from '@/lib/locales'
import type { SentQuote } from '@/lib/sentQuote'
import { publicUrl } from '@/runtime/environment'
import { buildQuotePdf, quoteFileName } from '@/pdf/quote'
import { pdfResponse } from '@/pdf/response'
import { stampPng } from '@/services/documents/stamp'
import { mailBrand, readSiteSettings } from '@/services/mail/brand'

import { customerLinks } from './links'

/**
 * A sent quote's PDF: the company's letterhead and legal mentions from the settings, the
 * customer, the version's lines and totals, the stamp, and the customer's page, in the language
 * the customer wrote in (#45: the team's copy reads as the customer's). The same bytes are
 * downloaded and attached to the quote's mail.
 */
export async function quotePdf(
  payload: Payload,
  request: QuoteRequest,
  quote: SentQuote,
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
    link: links?.page ?? publicUrl(),
    text,
    legal: legalMentions(settings, text),
    stamp,
  })
  return { bytes, fileName: quoteFileName(quote, text) }
}

/** A quote's PDF as a download, private (no shared cache keeps it, no search engine). */
export const privatePdfResponse = ({ bytes, fileName }: { bytes: Uint8Array; fileName: string }) =>
  pdfResponse(bytes, fileName, {
    disposition: 'inline',
    headers: { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' },
  })

export const quotePdfResponse = async (payload: Payload, request: QuoteRequest, quote: SentQuote) =>
  privatePdfResponse(await quotePdf(payload, request, quote))
