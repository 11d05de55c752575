// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import type { Payload } from 'payload'

import { formatPeriod } from '@/features/rentals/dayWords'
import type { Reservation, User } from '@/generated/payload-types'
import { dictionaries } from '@/i18n/site'
import { legalMentions } from '@/i18n/site/legalMentions'
import { companyContact } from '@/lib/company'
import { relationId } from '@/lib/relationId'
import { usersSlug } from '@/lib/slugs'
import { mailBrand, readSiteSettings } from '@/platform/services/mail/brand'
import { sendMail } from '@/platform/services/mail/outbox'
import { type Block, render } from '@/platform/services/mail/templates'
import type { MailFile } from '@/platform/services/mail/transport'

import type { YardDocumentHead } from './documentPdf'

/** « du 4 au 6 juin 2029 », or « le 4 juin 2029, matin » */
export const periodOf = (reservation: Reservation) =>
  formatPeriod(reservation.startDate, reservation.endDate, reservation.halfDay)

/** The head of a yard document of `reservation`: the company as the settings say, the customer. */
export async function documentHead(
  payload: Payload,
  reservation: Reservation,
  title: string,
): Promise<YardDocumentHead> {
  const settings = await readSiteSettings(payload)
  const brand = await mailBrand(payload, settings)
  const contact = companyContact(settings ?? {})
  return {
    title,
    reservation: `Réservation n° ${reservation.id}`,
    company: {
      name: brand.name,
      phone: contact.phone,
      email: contact.email,
      address: contact.address,
      identity: legalMentions(settings, dictionaries.fr).identity || null,
    },
    customer: {
      name: reservation.customerName,
      company: reservation.customerCompany,
      phone: reservation.customerPhone,
      email: reservation.customerEmail,
    },
    period: periodOf(reservation),
  }
}

/** Who recorded a yard document: their name, else their email. */
export async function authorName(
  payload: Payload,
  user: Parameters<typeof relationId>[0] | null | undefined,
) {
  const id = user ? relationId(user) : null
  const author = id
    ? ((await payload
        .findByID({ collection: usersSlug, id, depth: 0, overrideAccess: true })
        .catch(() => null)) as User | null)
    : null
  return [author?.firstName, author?.lastName].filter(Boolean).join(' ') || author?.email || '—'
}

/**
 * A yard document mailed to the reservation's customer with its PDF (#62), through the outbox
 * (stored, then sent; a failure is tried again there and never undoes the record). Nothing is
 * sent to a reservation without an email: the team prints the document from the record.
 */
export async function mailYardDocument(
  payload: Payload,
  reservation: Reservation,
  title: string,
  blocks: Block[],
  file: MailFile,
) {
  if (!reservation.customerEmail) return null
  const brand = await mailBrand(payload)
  const mail = render(brand, `${title} — réservation n° ${reservation.id} — ${brand.name}`, [
    { paragraph: `Bonjour ${reservation.customerName},` },
    ...blocks,
    { small: 'Le document est joint à ce message en PDF.' },
  ])
  return sendMail(payload, {
    kind: 'yard',
    to: reservation.customerEmail,
    replyTo: brand.email,
    ...mail,
    attachments: [file],
  })
}

/** A PDF as a mail's file, with what draws it again for « Renvoyer ». */
export const pdfFile = (
  bytes: Uint8Array,
  filename: string,
  drawnFrom: MailFile['drawnFrom'],
): MailFile => ({
  filename,
  contentType: 'application/pdf',
  size: bytes.byteLength,
  content: Buffer.from(bytes).toString('base64'),
  drawnFrom,
})
