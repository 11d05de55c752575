import type { Payload } from 'payload'

import type { QuoteRequest } from '@/payload-types'
import { companyContact } from '@/lib/company'
import { publicUrl } from '@/lib/runtime'
import { quoteRequestsSlug } from '@/lib/slugs'

import { mailBrand, readSiteSettings } from './brand'
import { quoteAcknowledgementMail, quoteNotificationMail } from './mails'
import { sendMail } from './outbox'
import { headerSafe } from './settings'

/** Who is told of a new request: the settings' « Adresses de réception », else the contact email. */
function recipients(settings: Awaited<ReturnType<typeof readSiteSettings>>): string[] {
  const chosen = (settings?.quoteRecipients ?? []).filter(Boolean)
  return chosen.length ? chosen : [companyContact(settings ?? {}).email]
}

/**
 * After a quote request is stored: the company is told (every field, the admin link, Reply-To
 * the visitor) and the visitor gets an acknowledgement. Both are stored, then sent without the
 * visitor's request waiting; a failure is retried by the outbox.
 */
export async function mailQuoteRequest(payload: Payload, request: QuoteRequest): Promise<void> {
  const settings = await readSiteSettings(payload)
  const brand = await mailBrand(payload, settings)
  const to = recipients(settings)
  const adminLink = `${publicUrl()}/admin/collections/${quoteRequestsSlug}/${request.id}`
  await sendMail(payload, {
    kind: 'notification',
    to: to.join(', '),
    replyTo: `"${headerSafe(request.name).replace(/["\\]/g, '')}" <${request.email}>`,
    ...quoteNotificationMail(brand, request, adminLink),
  })
  await sendMail(payload, {
    kind: 'acknowledgement',
    to: request.email,
    ...quoteAcknowledgementMail(brand, request),
  })
}
