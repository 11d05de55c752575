// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import type { Payload } from 'payload'

import { customerLinks } from '@/features/quotes/links'
import type { Extension, QuoteRequest } from '@/generated/payload-types'
import { dictionaries } from '@/i18n/site'
import { teamAddresses } from '@/lib/company'
import { formatDay } from '@/lib/format'
import { siteLocaleOf } from '@/lib/locales'
import { relationId } from '@/lib/relationId'
import { quoteRequestsSlug, reservationsSlug } from '@/lib/slugs'
import { publicUrl } from '@/platform/runtime/environment'
import { mailBrand, readSiteSettings } from '@/platform/services/mail/brand'
import { sendMail } from '@/platform/services/mail/outbox'
import { render } from '@/platform/services/mail/templates'

import { contractReference } from './labels'

async function customerOf(payload: Payload, extension: Extension) {
  const reservation = await payload.findByID({
    collection: reservationsSlug,
    id: Number(relationId(extension.reservation)),
    depth: 0,
    overrideAccess: true,
  })
  const requestId = relationId(reservation.quoteRequest)
  const request = requestId
    ? ((await payload
        .findByID({ collection: quoteRequestsSlug, id: requestId, depth: 0, overrideAccess: true })
        .catch(() => null)) as QuoteRequest | null)
    : null
  return { reservation, request, email: reservation.customerEmail || request?.email || null }
}

/** To the team: a customer asks for more days, with whether the same units are free (#62). */
export async function mailExtensionAsked(payload: Payload, extension: Extension) {
  const { reservation } = await customerOf(payload, extension)
  const settings = await readSiteSettings(payload)
  const brand = await mailBrand(payload, settings)
  const free = extension.freeUntil
  await sendMail(payload, {
    kind: 'contract',
    to: teamAddresses(settings ?? {}).join(', '),
    ...render(
      brand,
      `Prolongation demandée : ${contractReference(reservation.id)}, ${reservation.customerName}`,
      [
        {
          paragraph: `${reservation.customerName} demande à garder les engins jusqu’au ${formatDay(extension.askedEnd)} (fin prévue le ${formatDay(extension.endBefore)}).`,
        },
        {
          paragraph:
            free === extension.askedEnd
              ? 'Les mêmes unités sont libres jusque-là : acceptez sur la réservation.'
              : free
                ? `Les mêmes unités ne sont libres que jusqu’au ${formatDay(free)} : proposez cette date sur la réservation.`
                : 'Les mêmes unités ne sont pas libres après la fin prévue.',
        },
        {
          button: {
            label: 'Ouvrir la réservation',
            href: `${publicUrl()}/admin/collections/reservations/${reservation.id}`,
          },
        },
      ],
    ),
  })
}

/** To the customer, in their language: the team's answer to their ask (#62). */
export async function mailExtensionAnswer(payload: Payload, extension: Extension) {
  if (extension.status === 'asked') return
  const { reservation, request, email } = await customerOf(payload, extension)
  if (!email) return
  const text = dictionaries[siteLocaleOf(request?.locale)]
  const words = text.mails.extension
  const day = (value: string) => formatDay(value, text.meta.intl)
  const links = request ? await customerLinks(payload, request) : null
  const brand = await mailBrand(payload)
  await sendMail(payload, {
    kind: 'contract',
    to: email,
    replyTo: brand.email,
    ...render(
      brand,
      words.subject(contractReference(reservation.id), brand.name),
      [
        { paragraph: text.mails.hello('') },
        {
          paragraph:
            extension.status === 'accepted'
              ? words.accepted(day(extension.proposedEnd ?? extension.askedEnd))
              : extension.status === 'proposed'
                ? words.proposed(day(extension.proposedEnd!))
                : words.refused(day(extension.askedEnd)),
        },
        ...(links ? [{ button: { label: words.open, href: links.page } }] : []),
      ],
      text.meta,
    ),
  })
}
