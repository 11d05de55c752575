import 'server-only'

import type { Payload } from 'payload'

import { dictionaries } from '@/i18n/site'
import type { QuoteRequest } from '@/generated/payload-types'
import { companyContact } from '@/lib/company'
import { siteLocaleOf } from '@/lib/locales'
import type { SentQuote } from '@/lib/sentQuote'
import { publicUrl } from '@/runtime/environment'
import { buildQuotePdf, quoteFileName } from '@/pdf/quote'
import { pdfResponse } from '@/pdf/response'
import { mailBrand, readSiteSettings } from '@/services/mail/brand'

import { customerLinks } from './links'

/**
 * A sent quote's PDF as a download: the company's letterhead from the settings, the customer, the
 * version's lines and totals, and the customer's page, in the language the customer wrote in
 * (#45: the team's copy reads as the customer's). Private (no shared cache keeps it).
 */
export async function quotePdfResponse(
  payload: Payload,
  request: QuoteRequest,
  quote: SentQuote,
): Promise<Response> {
  const locale = siteLocaleOf(request.locale)
  const settings = await readSiteSettings(payload, locale)
  const brand = await mailBrand(payload, settings)
  const contact = companyContact(settings ?? {})
  const links = await customerLinks(payload, request)
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
    text: dictionaries[locale],
  })
  return pdfResponse(bytes, quoteFileName(quote, dictionaries[locale]), {
    disposition: 'inline',
    headers: { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' },
  })
}
