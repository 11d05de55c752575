// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import type { Payload } from 'payload'

import { requestForCustomer } from '@/features/quotes/answer'
import { frenchOnly } from '@/i18n/frenchOnly'
import { formatDay } from '@/lib/format'
import { relationId } from '@/lib/relationId'
import { contractAcceptancesSlug, extensionsSlug, reservationsSlug } from '@/lib/slugs'
import { ApiError } from '@/lib/apiError'

import { askExtension, takeProposal } from './extension'
import { mailExtensionAnswer, mailExtensionAsked } from './extensionMails'

const words = frenchOnly.contracts

/** The request's reservation numbered `id`, under a signed contract; else the same 404. */
async function signedReservation(payload: Payload, reference: string, token: unknown, id: number) {
  const request = await requestForCustomer(payload, reference, token)
  const reservation = Number.isSafeInteger(id)
    ? await payload
        .findByID({ collection: reservationsSlug, id, depth: 0, overrideAccess: true })
        .catch(() => null)
    : null
  if (!reservation || relationId(reservation.quoteRequest) !== request.id)
    throw new ApiError(404, words.notFound)
  const { totalDocs } = await payload.count({
    collection: contractAcceptancesSlug,
    where: { reservation: { equals: reservation.id } },
    overrideAccess: true,
  })
  if (!totalDocs) throw new ApiError(409, words.signFirst)
  return reservation
}

/**
 * The customer asks on their page to keep the machines until `end` (#62): kept with whether the
 * same units are free, the team told by mail (a failure of which never loses the ask).
 */
export async function askExtensionForCustomer(
  payload: Payload,
  reference: string,
  token: unknown,
  ask: { reservation: number; endDate: string },
) {
  const reservation = await signedReservation(payload, reference, token, ask.reservation)
  const extension = await askExtension(payload, reservation, ask.endDate)
  await mailExtensionAsked(payload, extension).catch((error: unknown) =>
    payload.logger.error({ err: error }, 'Email de prolongation non enregistré'),
  )
  return {
    message: words.extensionAsked(formatDay(ask.endDate)),
    freeUntil: extension.freeUntil ?? null,
  }
}

/** The customer takes the day the team proposed: the reservation and the contract follow. */
export async function takeProposalForCustomer(
  payload: Payload,
  reference: string,
  token: unknown,
  id: number,
) {
  const extension = Number.isSafeInteger(id)
    ? await payload
        .findByID({ collection: extensionsSlug, id, depth: 0, overrideAccess: true })
        .catch(() => null)
    : null
  if (!extension) throw new ApiError(404, words.notFound)
  await signedReservation(payload, reference, token, Number(relationId(extension.reservation)))
  const done = await takeProposal(payload, extension)
  await mailExtensionAnswer(payload, done.extension).catch((error: unknown) =>
    payload.logger.error({ err: error }, 'Email de prolongation non enregistré'),
  )
  return { message: words.extensionTaken(formatDay(extension.proposedEnd!)) }
}
