import 'server-only'

import type { Payload } from 'payload'

import type { QuoteRequest } from '@/generated/payload-types'
import { companyContact } from '@/lib/company'
import { publicUrl } from '@/platform/runtime/environment'
import { quoteRequestsSlug, usersSlug } from '@/lib/slugs'

import { mailBrand, readSiteSettings } from '@/platform/services/mail/brand'
import { quoteAcknowledgementMail, quoteNotificationMail } from '@/platform/services/mail/mails'
import { sendMail } from '@/platform/services/mail/outbox'
import { headerSafe } from '@/platform/services/mail/settings'
import { recordQuoteEvent } from './history'
import { customerLinks } from './links'

/** Administrators who chose, on their settings screen, to receive each new request. */
async function subscribedAdmins(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({
    collection: usersSlug,
    where: { notifyQuoteRequests: { equals: true } },
    select: { email: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((user) => user.email)
}

/**
 * Who is told of a new request: the settings' « Adresses de réception », else the contact email,
 * and the administrators who asked for it, each address once.
 */
async function recipients(
  payload: Payload,
  settings: Awaited<ReturnType<typeof readSiteSettings>>,
): Promise<string[]> {
  const chosen = (settings?.quoteRecipients ?? []).filter(Boolean)
  const company = chosen.length ? chosen : [companyContact(settings ?? {}).email]
  const all = [...company, ...(await subscribedAdmins(payload))]
  return all.filter(
    (address, index) =>
      all.findIndex((other) => other.toLowerCase() === address.toLowerCase()) === index,
  )
}

/**
 * After a quote request is stored: the company is told (every field, the admin link, Reply-To
 * the visitor) and, within its budget (acknowledgementAllowed), the visitor gets an
 * acknowledgement. Both are stored, then sent without the visitor's request waiting; a failure
 * is retried by the outbox.
 */
export async function mailQuoteRequest(
  payload: Payload,
  request: QuoteRequest,
  { acknowledge }: { acknowledge: boolean },
): Promise<void> {
  const settings = await readSiteSettings(payload)
  const brand = await mailBrand(payload, settings)
  const to = await recipients(payload, settings)
  const adminLink = `${publicUrl()}/admin/collections/${quoteRequestsSlug}/${request.id}`
  await sendMail(payload, {
    kind: 'notification',
    to: to.join(', '),
    replyTo: `"${headerSafe(request.name).replace(/["\\]/g, '')}" <${request.email}>`,
    ...quoteNotificationMail(brand, request, adminLink),
  })
  if (!acknowledge) return
  const links = await customerLinks(payload, request)
  const mail = quoteAcknowledgementMail(brand, request, links?.page ?? null)
  await sendMail(payload, { kind: 'acknowledgement', to: request.email, ...mail })
  await recordQuoteEvent(payload, {
    request: request.id,
    kind: 'mail',
    actor: 'Site',
    summary: `Accusé de réception envoyé à ${request.email}`,
  })
}
