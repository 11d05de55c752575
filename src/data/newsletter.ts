import type { Payload } from 'payload'

import type { SUBSCRIBER_SOURCES } from '@/lib/labels'
import type { Subscriber } from '@/payload-types'
import { mailBrand } from '@/lib/mail/brand'
import { newsletterConfirmationMail } from '@/lib/mail/mails'
import { addressOf, newsletterLink } from '@/lib/mail/newsletterLinks'
import { sendMail } from '@/lib/mail/outbox'
import { subscribersSlug } from '@/lib/slugs'
import { yieldToOtherRequests } from '@/lib/yieldToOtherRequests'

type Source = (typeof SUBSCRIBER_SOURCES)[number]

export type ExportedSubscriber = Pick<Subscriber, 'email' | 'source' | 'createdAt'>

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

const byAddress = async (payload: Payload, email: string) =>
  (
    await payload.find({
      collection: subscribersSlug,
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]

/** The confirmation mail, with the one-click unsubscribe link in its body and headers. */
async function mailConfirmation(payload: Payload, email: string): Promise<void> {
  const unsubscribe = newsletterLink('desinscrire', email)
  const oneClick = newsletterLink('desinscrire-en-un-clic', email)
  await sendMail(payload, {
    kind: 'confirmation',
    to: email,
    ...newsletterConfirmationMail(
      await mailBrand(payload),
      newsletterLink('confirmer', email),
      unsubscribe,
    ),
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  })
}

/**
 * A subscription (double opt-in): a new or unsubscribed address is stored « En attente » and
 * mailed its confirmation link; a pending one is mailed it again; a confirmed one is left alone.
 * The answer is the same in every case, so nobody learns who is subscribed.
 */
export async function subscribe(payload: Payload, email: string, source: Source): Promise<void> {
  const known = await byAddress(payload, email)
  if (known?.status === 'confirmed') return
  if (!known) {
    const created = await payload
      .create({
        collection: subscribersSlug,
        data: { email, source, status: 'pending' },
        overrideAccess: true,
      })
      .catch(async (error: unknown) => {
        // a parallel request stored it first: still one subscriber, and one mail
        if (await byAddress(payload, email)) return null
        throw error
      })
    if (!created) return
  } else if (known.status === 'unsubscribed') {
    await payload.update({
      collection: subscribersSlug,
      id: known.id,
      data: { status: 'pending' },
      overrideAccess: true,
    })
  }
  await mailConfirmation(payload, email)
}

type Outcome = 'done' | 'invalid'

async function setStatus(
  payload: Payload,
  token: string | null | undefined,
  purpose: 'confirmer' | 'desinscrire',
): Promise<Outcome> {
  const email = addressOf(purpose, token)
  const known = email ? await byAddress(payload, email) : undefined
  if (!known) return 'invalid'
  const confirming = purpose === 'confirmer'
  const status = confirming ? 'confirmed' : 'unsubscribed'
  if (known.status !== status)
    await payload.update({
      collection: subscribersSlug,
      id: known.id,
      data: { status, confirmedAt: confirming ? new Date().toISOString() : null },
      overrideAccess: true,
    })
  return 'done'
}

/** The confirmation link's address becomes « Confirmé »; 'invalid' for a wrong or unknown one. */
export const confirmSubscription = (payload: Payload, token: string | null | undefined) =>
  setStatus(payload, token, 'confirmer')

/** The unsubscribe link's address becomes « Désinscrit »; 'invalid' for a wrong or unknown one. */
export const unsubscribe = (payload: Payload, token: string | null | undefined) =>
  setStatus(payload, token, 'desinscrire')
