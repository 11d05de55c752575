// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import type { Payload } from 'payload'

import { dayBounds, heldRows, meets } from '@/features/rentals/booking'
import { formatPeriod } from '@/features/rentals/dayWords'
import { DEFAULT_BUFFER_AFTER } from '@/features/rentals/labels'
import { rentalPrice } from '@/features/rentals/period'
import type { Extension, Reservation, User } from '@/generated/payload-types'
import { addDays, dayNumber, dayOfNumber, isCalendarDay } from '@/lib/days'
import { formatDay } from '@/lib/format'
import { relationId } from '@/lib/relationId'
import { equipmentSlug, extensionsSlug, reservationsSlug } from '@/lib/slugs'
import { ApiError } from '@/lib/apiError'

import { EXTENSION_MAX_DAYS } from './labels'
import { prepareContract } from './prepare'

const machinesOf = async (payload: Payload, reservation: Reservation) => {
  const ids = reservation.lines.map((line) => Number(relationId(line.equipment)))
  const { docs } = await payload.find({
    collection: equipmentSlug,
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    trash: true,
    overrideAccess: true,
  })
  return new Map(docs.map((machine) => [machine.id, machine]))
}

/**
 * The last day up to `asked` until which every unit the reservation holds stays free, its
 * preparation day after counted (the machines are on site: an extension keeps the same units);
 * null when not even the day after its end is free.
 */
async function sameUnitsFreeUntil(
  payload: Payload,
  reservation: Reservation,
  asked: string,
): Promise<string | null> {
  const first = dayNumber(reservation.endDate) + 1
  let free = dayNumber(asked)
  const machines = await machinesOf(payload, reservation)
  for (const line of reservation.lines) {
    const units = (line.units ?? []).map((unit) => Number(relationId(unit)))
    const after =
      machines.get(Number(relationId(line.equipment)))?.bufferAfter ?? DEFAULT_BUFFER_AFTER
    const held = await heldRows(
      payload,
      undefined,
      units,
      dayBounds(first, free + after),
      reservation.bookingKey ?? null,
    )
    while (free >= first && held.some((row) => meets(row, dayBounds(first, free + after)))) free--
  }
  return free >= first ? dayOfNumber(free) : null
}

/** The price before taxes of the days added, at the machines' rates (the one rentalPrice). */
async function addedDaysPrice(payload: Payload, reservation: Reservation, end: string) {
  const machines = await machinesOf(payload, reservation)
  let total = 0
  for (const line of reservation.lines) {
    const machine = machines.get(Number(relationId(line.equipment)))
    const price = machine ? rentalPrice(machine, addDays(reservation.endDate, 1), end) : null
    total += (price ?? 0) * Math.max(1, line.quantity ?? 1)
  }
  return total
}

const readReservation = (payload: Payload, id: number) =>
  payload.findByID({ collection: reservationsSlug, id, depth: 0, overrideAccess: true })

/** The open ask of a reservation (asked, or another day proposed), if any. */
const openExtension = async (payload: Payload, reservation: number) =>
  (
    await payload.find({
      collection: extensionsSlug,
      where: {
        and: [{ reservation: { equals: reservation } }, { status: { in: ['asked', 'proposed'] } }],
      },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0] ?? null

/**
 * The customer asks to keep the machines until `end` (#62): a reservation confirmed or out, a
 * day after its end and within EXTENSION_MAX_DAYS, one ask open at a time. Kept with whether the
 * same units are free until then, for the team's answer.
 */
export async function askExtension(
  payload: Payload,
  reservation: Reservation,
  end: string,
): Promise<Extension> {
  if (!['confirmed', 'out'].includes(reservation.status))
    throw new ApiError(409, 'Cette location ne peut plus être prolongée.')
  if (!isCalendarDay(end) || end <= reservation.endDate)
    throw new ApiError(
      400,
      `Choisissez un jour après la fin prévue, le ${formatDay(reservation.endDate)}.`,
    )
  if (dayNumber(end) - dayNumber(reservation.endDate) > EXTENSION_MAX_DAYS)
    throw new ApiError(
      400,
      `Une prolongation va jusqu’à ${EXTENSION_MAX_DAYS} jours après la fin prévue : appelez-nous pour plus.`,
    )
  if (await openExtension(payload, reservation.id))
    throw new ApiError(409, 'Une demande de prolongation attend déjà la réponse de notre équipe.')
  const freeUntil = await sameUnitsFreeUntil(payload, reservation, end)
  return payload.create({
    collection: extensionsSlug,
    data: {
      title: `Réservation n° ${reservation.id} : prolongation jusqu’au ${formatDay(end)}`,
      reservation: reservation.id,
      status: 'asked',
      endBefore: reservation.endDate,
      askedEnd: end,
      freeUntil,
      askedAt: new Date().toISOString(),
    },
    depth: 0,
    overrideAccess: true,
  })
}

/**
 * The reservation moved to `end` for an extension (#62): the same units still free until then
 * (else a French 409), the reservation saved (its units held again through the bookings, which
 * refuse a double booking themselves), the added days priced, and the contract drawn again as a
 * new version for the customer to sign.
 */
async function extend(payload: Payload, extension: Extension, end: string, by: User | null) {
  const reservation = await readReservation(payload, Number(relationId(extension.reservation)))
  if (reservation.endDate !== extension.endBefore)
    throw new ApiError(
      409,
      'La réservation a changé depuis la demande : relisez ses dates avant de répondre.',
    )
  const free = await sameUnitsFreeUntil(payload, reservation, end)
  if (!free || free < end)
    throw new ApiError(
      409,
      free
        ? `Les mêmes unités ne sont libres que jusqu’au ${formatDay(free)} : proposez cette date.`
        : 'Les mêmes unités ne sont pas libres le lendemain de la fin prévue : la location ne peut pas être prolongée.',
    )
  const price = await addedDaysPrice(payload, reservation, end)
  const moved = await payload.update({
    collection: reservationsSlug,
    id: reservation.id,
    data: { endDate: end },
    depth: 0,
    overrideAccess: true,
  })
  const answered = await payload.update({
    collection: extensionsSlug,
    id: extension.id,
    data: {
      status: 'accepted',
      price,
      answeredAt: new Date().toISOString(),
      ...(by ? { answeredBy: by.id } : {}),
    },
    depth: 0,
    overrideAccess: true,
  })
  const { contract, created } = await prepareContract(payload, moved, by)
  return { extension: answered, reservation: moved, contract: created ? contract : null }
}

export type ExtensionAnswer =
  { action: 'accept' } | { action: 'propose'; endDate: string } | { action: 'refuse' }

/** The team's answer to an open ask: accepted (the reservation follows), another day, refused. */
export async function answerExtension(
  payload: Payload,
  extension: Extension,
  answer: ExtensionAnswer,
  by: User | null,
) {
  if (
    extension.status !== 'asked' &&
    !(extension.status === 'proposed' && answer.action !== 'accept')
  )
    throw new ApiError(409, 'Cette demande de prolongation a déjà sa réponse.')
  if (answer.action === 'accept') return extend(payload, extension, extension.askedEnd, by)
  const at = new Date().toISOString()
  if (answer.action === 'refuse') {
    const refused = await payload.update({
      collection: extensionsSlug,
      id: extension.id,
      data: { status: 'refused', answeredAt: at, ...(by ? { answeredBy: by.id } : {}) },
      depth: 0,
      overrideAccess: true,
    })
    return { extension: refused, reservation: null, contract: null }
  }
  if (!isCalendarDay(answer.endDate) || answer.endDate <= extension.endBefore)
    throw new ApiError(
      400,
      `Proposez un jour après la fin prévue, le ${formatDay(extension.endBefore)}.`,
    )
  const reservation = await readReservation(payload, Number(relationId(extension.reservation)))
  const free = await sameUnitsFreeUntil(payload, reservation, answer.endDate)
  if (!free || free < answer.endDate)
    throw new ApiError(
      409,
      `Les mêmes unités ne sont pas libres ${formatPeriod(addDays(extension.endBefore, 1), answer.endDate)}${free ? ` : elles le sont jusqu’au ${formatDay(free)}` : ''}.`,
    )
  const proposed = await payload.update({
    collection: extensionsSlug,
    id: extension.id,
    data: {
      status: 'proposed',
      proposedEnd: answer.endDate,
      answeredAt: at,
      ...(by ? { answeredBy: by.id } : {}),
    },
    depth: 0,
    overrideAccess: true,
  })
  return { extension: proposed, reservation: null, contract: null }
}

/** The customer takes the day the team proposed: the reservation and the contract follow. */
export async function takeProposal(payload: Payload, extension: Extension) {
  if (extension.status !== 'proposed' || !extension.proposedEnd)
    throw new ApiError(409, 'Aucune autre date ne vous est proposée pour cette location.')
  return extend(payload, extension, extension.proposedEnd, null)
}
