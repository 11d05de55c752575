// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import type { CollectionAfterChangeHook, Payload, PayloadRequest } from 'payload'

import type { QuoteRequest, Reservation } from '@/generated/payload-types'
import type { HalfDay } from '@/lib/labels'
import type { SentLine, SentQuote } from '@/lib/sentQuote'
import { sentQuoteTitle } from '@/lib/sentQuote'
import { reservationsSlug } from '@/lib/slugs'

import type { ReservationStatus } from './labels'

/** One period a quote rents machines for: different periods are different reservations. */
type Period = {
  startDate: string
  endDate: string
  halfDay: HalfDay | null
  lines: { equipment: number; quantity: number }[]
}

/** A sent quote's rental lines (#61), by period, each machine once with all its units. */
function rentalPeriods(lines: readonly SentLine[]): Period[] {
  const periods = new Map<string, Period>()
  for (const { machine, startDate, endDate, halfDay = null, quantity } of lines) {
    if (!machine || !startDate || !endDate || quantity < 1) continue
    const key = `${startDate}/${endDate}/${halfDay}`
    const period = periods.get(key) ?? { startDate, endDate, halfDay, lines: [] }
    const same = period.lines.find((line) => line.equipment === machine)
    if (same) same.quantity += quantity
    else period.lines.push({ equipment: machine, quantity })
    periods.set(key, period)
  }
  return [...periods.values()]
}

const samePeriod = (reservation: Reservation, period: Period) =>
  reservation.startDate === period.startDate &&
  reservation.endDate === period.endDate &&
  (reservation.halfDay ?? null) === period.halfDay

/** The reservations a request's quotes made, in these statuses. */
async function reservationsOf(
  payload: Payload,
  request: number,
  statuses: ReservationStatus[],
  req?: Partial<PayloadRequest>,
): Promise<Reservation[]> {
  const { docs } = await payload.find({
    collection: reservationsSlug,
    where: { and: [{ quoteRequest: { equals: request } }, { status: { in: statuses } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs
}

const setStatus = (
  payload: Payload,
  id: number,
  status: ReservationStatus,
  req?: Partial<PayloadRequest>,
) =>
  payload.update({
    collection: reservationsSlug,
    id,
    data: { status },
    depth: 0,
    overrideAccess: true,
    req,
  })

/**
 * The quote's rental lines held for the customer (#61): one reservation a period, `option`
 * until the quote's validity date when it is sent, `confirmed` when it is accepted with none
 * placed (holds turned off in the settings). A new version moves the request's options to its
 * own periods and machines and gives back the periods it no longer has. A line the stock cannot
 * meet refuses it all with the reservation's French 409 (the next free dates): what this call
 * created is taken back, and the options it changed hold again what they held. The count of
 * reservations it holds is returned.
 */
export async function holdQuote(
  payload: Payload,
  request: QuoteRequest,
  quote: SentQuote,
  status: 'option' | 'confirmed',
  req?: Partial<PayloadRequest>,
): Promise<number> {
  const periods = rentalPeriods(quote.lines)
  const options = await reservationsOf(payload, request.id, ['option'], req)
  const created: number[] = []
  const changed: Reservation[] = []
  const customer = {
    customerName: request.name,
    customerCompany: request.company || null,
    customerPhone: request.phone,
    customerEmail: request.email,
    quoteRequest: request.id,
  }
  try {
    for (const period of periods) {
      const data = {
        ...period,
        ...customer,
        status,
        holdUntil: status === 'option' ? quote.validUntil : null,
        notes: `Devis ${sentQuoteTitle(quote)} : ${status === 'option' ? 'option posée à son envoi' : 'réservation faite à son acceptation'}.`,
      }
      const same = options.find((reservation) => samePeriod(reservation, period))
      if (same) {
        changed.push(same)
        await payload.update({
          collection: reservationsSlug,
          id: same.id,
          data,
          depth: 0,
          overrideAccess: true,
          req,
        })
      } else
        created.push(
          (
            await payload.create({
              collection: reservationsSlug,
              data,
              depth: 0,
              overrideAccess: true,
              req,
            })
          ).id,
        )
    }
  } catch (error) {
    for (const id of created)
      await payload.delete({ collection: reservationsSlug, id, overrideAccess: true, req })
    for (const { id, lines, holdUntil, notes } of changed)
      await payload.update({
        collection: reservationsSlug,
        id,
        data: { lines, holdUntil, notes },
        depth: 0,
        overrideAccess: true,
        req,
      })
    throw error
  }
  for (const left of options.filter((option) => !periods.some((p) => samePeriod(option, p))))
    await setStatus(payload, left.id, 'cancelled', req)
  return periods.length
}

/**
 * The customer accepted (#61): the request's options become confirmed reservations, their units
 * held for good; where none was placed, the accepted version's rental lines are reserved now.
 * A period whose units went meanwhile refuses it all with the reservation's French 409: nothing
 * is confirmed. Confirmed ones are not confirmed again (a second acceptance changes nothing).
 */
export async function confirmQuote(
  payload: Payload,
  request: QuoteRequest,
  quote: SentQuote,
): Promise<number> {
  const options = await reservationsOf(payload, request.id, ['option'])
  if (!options.length) {
    const held = await reservationsOf(payload, request.id, ['confirmed', 'out'])
    return held.length ? held.length : holdQuote(payload, request, quote, 'confirmed')
  }
  const confirmed: number[] = []
  try {
    for (const option of options) {
      await setStatus(payload, option.id, 'confirmed')
      confirmed.push(option.id)
    }
  } catch (error) {
    // all or nothing: the options confirmed before the refusal are options again
    for (const id of confirmed) await setStatus(payload, id, 'option')
    throw error
  }
  return options.length
}

/** « Perdu », by the team or by the customer's refusal, gives the request's units back. */
export const releaseLostQuote: CollectionAfterChangeHook<QuoteRequest> = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (doc.stage === 'lost' && previousDoc?.stage !== 'lost')
    await releaseQuote(req.payload, doc.id, req)
  return doc
}

/**
 * A request lost (refused by the customer, or « Perdu » in the pipeline): its options and
 * confirmed reservations give their units back; a machine already out stays out.
 */
async function releaseQuote(
  payload: Payload,
  request: number,
  req?: Partial<PayloadRequest>,
): Promise<number> {
  const held = await reservationsOf(payload, request, ['option', 'confirmed'], req)
  for (const reservation of held) await setStatus(payload, reservation.id, 'cancelled', req)
  return held.length
}
