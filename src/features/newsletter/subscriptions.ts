import 'server-only'

import type { Payload } from 'payload'

import type { SUBSCRIBER_SOURCES } from '@/lib/labels'
import { DEFAULT_SITE_LOCALE, type SiteLocale } from '@/lib/locales'
import type { Subscriber } from '@/generated/payload-types'
import { mailBrand } from '@/platform/services/mail/brand'
import { afterAnswer } from '@/platform/services/afterAnswer'
import { CONFIRMATION_LINK_DAYS, claimOf, newsletterLink } from './links'
import { sendMail } from '@/platform/services/mail/outbox'
import { render, type MailBrand, type Rendered } from '@/platform/services/mail/templates'
import { dictionaries } from '@/i18n/site'
import { subscribersSlug } from '@/lib/slugs'
import { yieldToOtherRequests } from '@/platform/runtime/yieldToOtherRequests'

import { firstWhere } from '@/platform/data/firstWhere'

type Source = (typeof SUBSCRIBER_SOURCES)[number]

export type ExportedSubscriber = Pick<Subscriber, 'email' | 'source' | 'createdAt'>

/** To a new subscriber: the link that confirms the address, and the one that undoes it. */
export function newsletterConfirmationMail(
  brand: MailBrand,
  confirmLink: string,
  unsubscribeLink: string,
  locale: SiteLocale = DEFAULT_SITE_LOCALE,
): Rendered {
  const text = dictionaries[locale]
  const words = text.mails.newsletter
  return render(
    brand,
    words.subject(brand.name),
    [
      { paragraph: words.hello },
      { paragraph: words.body(brand.name) },
      { button: { label: words.confirm, href: confirmLink } },
      { small: words.small },
      { button: { label: words.unsubscribe, href: unsubscribeLink, secondary: true } },
    ],
    text.meta,
  )
}

/** Subscribers read per query by the export: a list of any length is never held at once. */
export const EXPORT_PAGE_SIZE = 500

/**
 * The confirmed subscribers (double opt-in), oldest first, a page at a time, other requests
 * running between two pages.
 */
export async function* confirmedSubscribers(
  payload: Payload,
): AsyncGenerator<ExportedSubscriber[]> {
  let after: number | undefined
  for (;;) {
    const { docs } = await payload.find({
      collection: subscribersSlug,
      where: {
        and: [
          { status: { equals: 'confirmed' } },
          ...(after === undefined ? [] : [{ id: { greater_than: after } }]),
        ],
      },
      select: { email: true, source: true, createdAt: true },
      sort: 'id',
      limit: EXPORT_PAGE_SIZE,
      pagination: false,
      overrideAccess: true,
      depth: 0,
    })
    yield docs
    if (docs.length < EXPORT_PAGE_SIZE) return
    after = docs[docs.length - 1]!.id
    await yieldToOtherRequests()
  }
}

const byAddress = (payload: Payload, email: string) =>
  firstWhere(payload, subscribersSlug, 'email', email)

/** The confirmation mail, with the one-click unsubscribe link in its body and headers. */
async function mailConfirmation(
  payload: Payload,
  email: string,
  sentAt: number,
  locale: SiteLocale,
): Promise<void> {
  const unsubscribe = newsletterLink('desinscrire', { email })
  const oneClick = newsletterLink('desinscrire-en-un-clic', { email })
  await sendMail(payload, {
    kind: 'confirmation',
    to: email,
    ...newsletterConfirmationMail(
      await mailBrand(payload),
      newsletterLink('confirmer', { email, sentAt }),
      unsubscribe,
      locale,
    ),
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  })
}

/** A pending address is mailed its link again only once the last one is an hour old. */
const CONFIRMATION_MAIL_EVERY_MS = 60 * 60 * 1000

/**
 * A subscription (double opt-in): a new or unsubscribed address is stored « En attente » and
 * mailed its confirmation link; a pending one is mailed a new link at most once an hour; a
 * confirmed one is left as it is. Every case reads the address and writes its row once before
 * answering, and the mail goes after the answer: neither the answer nor its time tells who is
 * subscribed.
 */
export async function subscribe(
  payload: Payload,
  email: string,
  source: Source,
  locale: SiteLocale = DEFAULT_SITE_LOCALE,
): Promise<void> {
  const known = await byAddress(payload, email)
  const now = Date.now()
  const lastSent = known?.confirmationSentAt ? Date.parse(known.confirmationSentAt) : 0
  const mailDue =
    !known ||
    known.status === 'unsubscribed' ||
    (known.status === 'pending' && now - lastSent >= CONFIRMATION_MAIL_EVERY_MS)
  // a new link is mailed in the language of the form that asked for it
  const pending = {
    status: 'pending' as const,
    confirmationSentAt: new Date(now).toISOString(),
    locale,
  }
  if (known) {
    await payload.update({
      collection: subscribersSlug,
      id: known.id,
      data: mailDue ? pending : {},
      overrideAccess: true,
    })
  } else {
    const created = await payload
      .create({
        collection: subscribersSlug,
        data: { email, source, ...pending },
        overrideAccess: true,
      })
      .catch(async (error: unknown) => {
        // a parallel request stored it first: still one subscriber, and one mail
        if (await byAddress(payload, email)) return null
        throw error
      })
    if (!created) return
  }
  if (mailDue)
    afterAnswer(() => mailConfirmation(payload, email, now, locale), 'Email de confirmation')
}

/** How a newsletter link was received: 'expired' and 'used' for a confirmation link only. */
export type LinkOutcome = 'done' | 'invalid' | 'expired' | 'used'

const LINK_LIFETIME_MS = CONFIRMATION_LINK_DAYS * 24 * 60 * 60 * 1000

/**
 * The confirmation link's address becomes « Confirmé »: only the last link mailed, once, within
 * 7 days. An address confirmed already is told so; an address unsubscribed since, or a link
 * replaced by a newer one, is refused (consent is never replayed).
 */
export async function confirmSubscription(
  payload: Payload,
  token: string | null | undefined,
): Promise<LinkOutcome> {
  const claim = claimOf('confirmer', token)
  const known = claim ? await byAddress(payload, claim.email) : undefined
  if (!claim || !known) return 'invalid'
  if (known.status === 'confirmed') return 'used'
  const sentAt = known.confirmationSentAt ? Date.parse(known.confirmationSentAt) : NaN
  if (known.status !== 'pending' || claim.sentAt !== sentAt) return 'used'
  if (Date.now() - sentAt > LINK_LIFETIME_MS) return 'expired'
  await payload.update({
    collection: subscribersSlug,
    id: known.id,
    data: { status: 'confirmed', confirmedAt: new Date().toISOString(), confirmationSentAt: null },
    overrideAccess: true,
  })
  return 'done'
}

/** The unsubscribe link's address becomes « Désinscrit », at any time; 'invalid' for a wrong one. */
export async function unsubscribe(
  payload: Payload,
  token: string | null | undefined,
): Promise<LinkOutcome> {
  const claim = claimOf('desinscrire', token)
  const known = claim ? await byAddress(payload, claim.email) : undefined
  if (!known) return 'invalid'
  if (known.status !== 'unsubscribed')
    await payload.update({
      collection: subscribersSlug,
      id: known.id,
      data: { status: 'unsubscribed', confirmedAt: null, confirmationSentAt: null },
      overrideAccess: true,
    })
  return 'done'
}
