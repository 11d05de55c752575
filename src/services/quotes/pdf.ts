import 'server-only'

import type { Payload } from 'payload'

import type { QuoteRequest } from '@/payload-types'
import { companyContact } from '@/lib/company'
import type { SentQuote } from '@/lib/sentQuote'
import { publicUrl } from '@/lib/runtime'
import { buildQuotePdf, quoteFileName } from '@/pdf/quote'
import { pdfResponse } from '@/pdf/response'
import { mailBrand, readSiteSettings } from '@/services/mail/brand'

import { accessTokenOf, customerPagePath } from './links'

/**
 * A sent quote's PDF as a download: the company's letterhead from the settings, the customer, the
 * version's lines and totals, and the customer's page. Private (no shared cache keeps it).
 */
export async function quotePdfResponse(
  payload: Payload,
  request: QuoteRequest,
  quote: SentQuote,
): Promise<Response> {
  const settings = await readSiteSettings(payload)
  const brand = await mailBrand(payload, settings)
  const contact = companyContact(settings ?? {})
  const token = await accessTokenOf(payload, request)
  const bytes = await buildQuotePdf({
    quote,
    company: {
      name: brand.name,
      phone: contact.phone,
      email: contact.email,
      address: contact.address,
    },
    customer: request,
    link: token ? `${publicUrl()}${customerPagePath(request.id, token)}` : publicUrl(),
  })
  return pdfResponse(bytes, quoteFileName(quote), {
    disposition: 'inline',
    headers: { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' },
  })
}
