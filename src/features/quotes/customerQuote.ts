import 'server-only'

import { readGlobal } from '@/platform/data/globals'
import { siteText } from '@/i18n/site'
import { type LegalMentions, legalMentions } from '@/i18n/site/legalMentions'
import { fill } from '@/i18n/site/template'
import { payloadClient } from '@/platform/data/payload'
import { companyContact, COMPANY_NAME } from '@/lib/company'
import { whatsappHref } from '@/lib/contactLinks'
import { formatPrice } from '@/lib/format'
import type { QuoteStage } from '@/lib/labels'
import { quoteReference } from '@/lib/quoteReference'
import { quoteIsValid, type SentQuote, sentQuoteTitle } from '@/lib/sentQuote'
import { readSiteSettings } from '@/platform/services/mail/brand'
import { requestForCustomer, sentQuoteOf } from './answer'
import { customerPdfPath } from './links'

/** How far the request has gone, in the customer's four steps (QUOTE_CUSTOMER_STEPS). */
const STEP_OF: Record<QuoteStage, number> = { new: 0, qualified: 1, quoted: 2, won: 3, lost: 1 }

export type CustomerQuoteView = {
  id: number
  reference: string
  token: string
  receivedAt: string
  customerName: string
  companyName: string
  phone: string
  /** What the customer asked, label and value, the empty ones left out */
  asked: [label: string, value: string][]
  step: number
  closed: boolean
  quote:
    | (SentQuote & {
        title: string
        expired: boolean
        acceptedAt: string | null
        acceptedBy: string | null
        refusedAt: string | null
        pdfPath: string
      })
    | null
  whatsapp: string | null
  /** The company's NIF, RCCM and bank, as the quote's PDF prints them */
  legal: LegalMentions
}

/**
 * A customer's page (/devis/<reference>?t=…): what they asked, where it stands and the last quote
 * sent; null for an unknown reference or a token that is not this request's. Never cached: it is
 * read for one person, and shows their answer at once.
 */
export async function customerQuote(
  reference: string,
  token: string | null,
): Promise<CustomerQuoteView | null> {
  const payload = await payloadClient()
  const request = await requestForCustomer(payload, reference, token).catch(() => null)
  if (!request || !token) return null
  // the legal mentions are the back office's fields: read as the server, not as the visitor
  const [settings, topBar, legal] = await Promise.all([
    readGlobal('site-settings'),
    readGlobal('top-bar'),
    readSiteSettings(payload),
  ])
  const contact = companyContact(settings)
  const sent = sentQuoteOf(request)
  const title = sent ? sentQuoteTitle(sent) : null
  const text = siteText()
  const { client, customerQuote: words, meta } = text
  const message =
    sent && title
      ? fill(client.whatsapp.quote, { title, total: formatPrice(sent.totalTTC, meta.intl) })
      : fill(client.whatsapp.request, { reference: quoteReference(request.id) })
  const stage = request.stage ?? 'new'
  const asked: [string, string | null | undefined][] = [
    [words.fields.subject, request.subject],
    [words.fields.service, request.service ? client.labels.quoteServices[request.service] : null],
    [words.fields.equipment, request.equipment],
    [words.fields.budget, request.budget ? client.labels.quoteBudgets[request.budget] : null],
    [words.fields.message, request.message],
  ]
  return {
    id: request.id,
    reference: quoteReference(request.id),
    token,
    receivedAt: request.createdAt,
    customerName: request.name,
    companyName: topBar.branding?.companyName || COMPANY_NAME,
    phone: contact.phone,
    asked: asked.filter((entry): entry is [string, string] => Boolean(entry[1])),
    // a quote refused (or lost after it was sent) stays where the customer left it
    step: stage === 'lost' && sent ? STEP_OF.quoted : STEP_OF[stage],
    closed: stage === 'lost',
    quote:
      sent && title
        ? {
            ...sent,
            title,
            expired: !quoteIsValid(sent),
            acceptedAt: request.quote?.acceptedAt ?? null,
            acceptedBy: request.quote?.acceptedBy ?? null,
            refusedAt: request.quote?.refusedAt ?? null,
            pdfPath: customerPdfPath(request.id, token),
          }
        : null,
    whatsapp: whatsappHref(contact.whatsapp, message),
    legal: legalMentions(legal, text),
  }
}
