// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import { APIError, type Payload } from 'payload'

import type { QuoteEvent, QuoteRequest } from '@/generated/payload-types'
import { frenchOnly } from '@/i18n/frenchOnly'
import { formatLongDate } from '@/lib/format'
import { LOST_REASON_MAX_LENGTH } from '@/lib/quoteAmounts'
import { quoteIsValid, type SentQuote, sentQuoteTitle } from '@/lib/sentQuote'
import { ApiError } from '@/lib/apiError'
import { publicUrl } from '@/platform/runtime/environment'
import { sameSecret } from '@/platform/runtime/signature'
import { idOfQuoteReference, quoteReference } from '@/lib/quoteReference'
import { quoteEventsSlug, quoteRequestsSlug, usersSlug } from '@/lib/slugs'
import { relationId } from '@/lib/relationId'
import { mailBrand, readSiteSettings } from '@/platform/services/mail/brand'
import { quoteAcceptedMail, quoteAnswerMail, quoteNoStockMail } from './mails'
import { sendMail } from '@/platform/services/mail/outbox'
import { teamAddresses } from '@/lib/company'
import { confirmQuote } from '@/features/rentals/quoteOptions'

import { customerActor, recordQuoteEvent } from './history'
import { readQuoteRequest } from './send'

/** Whether `token` is the request's own (in constant time); a request without one has no page. */
function tokenMatches(request: Pick<QuoteRequest, 'accessToken'>, token: unknown): boolean {
  if (typeof token !== 'string' || !request.accessToken) return false
  return sameSecret(token, request.accessToken)
}

/**
 * The request behind a customer's link: its id from the DEV- reference and the token that goes
 * with it; anything else (unknown reference, wrong token, another request's) is the same 404.
 */
export async function requestForCustomer(
  payload: Payload,
  reference: string,
  token: unknown,
): Promise<QuoteRequest> {
  const id = idOfQuoteReference(reference)
  const request = id ? await readQuoteRequest(payload, id).catch(() => null) : null
  if (!request || !tokenMatches(request, token)) throw new ApiError(404, frenchOnly.quotes.notFound)
  return request
}

/** The version the customer holds, as sent. */
export const sentQuoteOf = (request: QuoteRequest): SentQuote | null => {
  const quote = request.quote
  if (!quote?.version || !quote.sentAt || !quote.validUntil) return null
  return {
    reference: quoteReference(request.id),
    version: quote.version,
    sentAt: quote.sentAt,
    validUntil: quote.validUntil,
    vatRate: quote.vatRate ?? 0,
    lines: (Array.isArray(quote.lines) ? quote.lines : []) as SentQuote['lines'],
    conditions: quote.conditions ?? '',
    totalHT: quote.totalHT ?? 0,
    vat: quote.vat ?? 0,
    totalTTC: quote.totalTTC ?? 0,
  }
}

export type QuoteAnswer =
  { accepted: true; name: string } | { accepted: false; reason: string | null }
export type AnswerResult = { message: string; changed: boolean }
type AnswerKind = 'accepted' | 'refused'

const answerKey = (request: QuoteRequest, quote: SentQuote) =>
  `answer:${request.id}:${quote.version}`

/** The answer this version already has, from the request or else from its history. */
async function existingAnswer(
  payload: Payload,
  request: QuoteRequest,
  quote: SentQuote,
): Promise<AnswerKind | null> {
  if (request.quote?.acceptedAt) return 'accepted'
  if (request.quote?.refusedAt) return 'refused'
  const { docs } = await payload.find({
    collection: quoteEventsSlug,
    where: { onceKey: { equals: answerKey(request, quote) } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const kind = docs[0]?.kind
  return kind === 'accepted' || kind === 'refused' ? kind : null
}

/** The same answer again changes nothing; the other one is refused with what was answered. */
function sameOrRefused(existing: AnswerKind, answer: QuoteAnswer): AnswerResult {
  if (existing === 'accepted' && answer.accepted)
    return { message: frenchOnly.quotes.alreadyAccepted, changed: false }
  if (existing === 'refused' && !answer.accepted)
    return { message: frenchOnly.quotes.refused, changed: false }
  throw new ApiError(
    409,
    existing === 'accepted' ? frenchOnly.quotes.alreadyAccepted : frenchOnly.quotes.alreadyRefused,
  )
}

/**
 * The request marked with the answer: stage « Accepté » for an acceptance, « Perdu » with the
 * customer's reason for a refusal (the stage totals and the conversion count it as lost).
 */
function markAnswer(
  payload: Payload,
  request: QuoteRequest,
  quote: SentQuote,
  answer: QuoteAnswer,
  by: string,
  at: string,
) {
  return payload.update({
    collection: quoteRequestsSlug,
    id: request.id,
    data: answer.accepted
      ? { stage: 'won', quote: { ...request.quote, acceptedAt: at, acceptedBy: by } }
      : {
          stage: 'lost',
          lostReason: frenchOnly.quotes
            .lostByRefusal(sentQuoteTitle(quote), answer.reason)
            .slice(0, LOST_REASON_MAX_LENGTH),
          quote: { ...request.quote, refusedAt: at, refusalReason: answer.reason },
        },
    depth: 0,
    overrideAccess: true,
    context: { quoteCustomer: by },
  })
}

/**
 * The customer's answer to the quote version on their page: kept once (the history's unique key
 * per version lets one answer in, whoever else clicks at the same moment), then the request
 * moves to « Accepté » (or « Perdu », with the customer's reason), and the team and, for an
 * acceptance, the customer are mailed. An expired or absent quote cannot be accepted; an
 * accepted one has its rental lines confirmed first (#61), and is refused if they cannot be.
 */
export async function answerQuote(
  payload: Payload,
  reference: string,
  token: unknown,
  answer: QuoteAnswer,
  from: { ip: string },
): Promise<AnswerResult> {
  const request = await requestForCustomer(payload, reference, token)
  const quote = sentQuoteOf(request)
  if (!quote) throw new ApiError(409, frenchOnly.quotes.noQuote)
  const before = await existingAnswer(payload, request, quote)
  if (before) return sameOrRefused(before, answer)
  if (answer.accepted && !quoteIsValid(quote))
    throw new ApiError(409, frenchOnly.quotes.expired(formatLongDate(quote.validUntil)))

  const title = sentQuoteTitle(quote)
  const by = answer.accepted ? answer.name : request.name
  const at = new Date().toISOString()
  let claim: QuoteEvent
  try {
    claim = await recordQuoteEvent(payload, {
      request: request.id,
      kind: answer.accepted ? 'accepted' : 'refused',
      actor: customerActor(by),
      summary: answer.accepted
        ? `Devis ${title} accepté par ${by} (adresse ${from.ip})`
        : `Devis ${title} refusé${answer.reason ? ` : ${answer.reason}` : ''}`,
      data: { version: quote.version, at, ip: from.ip, name: by },
      onceKey: answerKey(request, quote),
    })
  } catch (error) {
    // another answer to this version got in first: that one stands
    const winner = await existingAnswer(payload, request, quote)
    if (!winner) throw error
    return sameOrRefused(winner, answer)
  }
  // a new version sent meanwhile is not overwritten with the one answered (the history keeps it)
  const current = await readQuoteRequest(payload, request.id)
  if (current.quote?.version !== quote.version)
    throw new ApiError(409, frenchOnly.quotes.newVersion)
  // one answer got this far (the key above): its rental lines are confirmed by it alone
  if (answer.accepted) await confirmRentals(payload, current, quote, claim)
  const updated = await markAnswer(payload, current, quote, answer, by, at)
  // the answer is kept: a mail that cannot even be stored does not undo it
  await mailAnswer(payload, updated, quote, answer, by).catch((error: unknown) =>
    payload.logger.error({ err: error }, 'Emails de la réponse au devis non enregistrés'),
  )
  return {
    message: answer.accepted ? frenchOnly.quotes.accepted : frenchOnly.quotes.refused,
    changed: true,
  }
}

/** Who hears of a customer's answer: the settings' « Adresses de réception », else the contact. */
const teamOf = (settings: Awaited<ReturnType<typeof readSiteSettings>>) =>
  teamAddresses(settings ?? {}).join(', ')

const adminLinkOf = (request: QuoteRequest) =>
  `${publicUrl()}/admin/collections/${quoteRequestsSlug}/${request.id}`

/**
 * The quote's rental lines confirmed before the acceptance is kept (#61). Machines gone
 * meanwhile: nothing is confirmed; the acceptance's event becomes the failed attempt (its key
 * freed, so that the customer may accept once the team found machines), the customer reads why
 * in French, and the request's owner (else the team) is mailed the shortage.
 */
async function confirmRentals(
  payload: Payload,
  request: QuoteRequest,
  quote: SentQuote,
  claim: QuoteEvent,
) {
  try {
    await confirmQuote(payload, request, quote)
  } catch (error) {
    const shortage = error instanceof APIError && error.status === 409
    // the key freed whatever went wrong: a later try is not told « déjà accepté »
    await payload.update({
      collection: quoteEventsSlug,
      id: claim.id,
      data: {
        kind: 'acceptFailed',
        onceKey: null,
        summary: `${claim.summary} : impossible, ${shortage ? `engins plus libres. ${error.message}` : 'erreur du serveur'}`,
      },
      depth: 0,
      overrideAccess: true,
    })
    if (!shortage) throw error
    await tellNoStock(payload, request, quote, error.message).catch((failure: unknown) =>
      payload.logger.error({ err: failure }, 'Email « engins plus libres » non enregistré'),
    )
    throw new ApiError(409, frenchOnly.quotes.noStockToAccept)
  }
}

async function tellNoStock(
  payload: Payload,
  request: QuoteRequest,
  quote: SentQuote,
  shortage: string,
) {
  const settings = await readSiteSettings(payload)
  const ownerId = relationId(request.owner)
  const owner = ownerId
    ? await payload
        .findByID({ collection: usersSlug, id: ownerId, depth: 0, overrideAccess: true })
        .catch(() => null)
    : null
  await sendMail(payload, {
    kind: 'notification',
    to: owner?.email ?? teamOf(settings),
    ...quoteNoStockMail(
      await mailBrand(payload, settings),
      request,
      quote,
      shortage,
      adminLinkOf(request),
    ),
  })
}

/** The team is told of the answer; a customer who accepted gets a confirmation. */
async function mailAnswer(
  payload: Payload,
  request: QuoteRequest,
  quote: SentQuote,
  answer: QuoteAnswer,
  by: string,
): Promise<void> {
  const settings = await readSiteSettings(payload)
  const brand = await mailBrand(payload, settings)
  await sendMail(payload, {
    kind: 'notification',
    to: teamOf(settings),
    ...quoteAnswerMail(
      brand,
      request,
      quote,
      { accepted: answer.accepted, by, reason: answer.accepted ? null : answer.reason },
      adminLinkOf(request),
    ),
  })
  if (answer.accepted)
    await sendMail(payload, {
      kind: 'quote',
      to: request.email,
      replyTo: brand.email,
      ...quoteAcceptedMail(brand, request, quote),
    })
}
