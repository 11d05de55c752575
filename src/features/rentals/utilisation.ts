// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import type { Payload } from 'payload'

import type { Equipment, EquipmentUnit, Reservation } from '@/generated/payload-types'
import { addDays, dayNumber, isCalendarDay } from '@/lib/days'
import { relationId } from '@/lib/relationId'
import type { SentLine } from '@/lib/sentQuote'
import {
  equipmentSlug,
  equipmentUnitsSlug,
  handoversSlug,
  quoteRequestsSlug,
  reservationsSlug,
} from '@/lib/slugs'
import { companyDayAndHour } from '@/lib/timeZone'

import { rentalPrice } from './period'

/** What counts as rented: the machine was promised or went out (an option is not yet a rental). */
const RENTED = ['confirmed', 'out', 'returned', 'closed'] as const
/** The customers the report names, by revenue. */
const TOP_CUSTOMERS = 5

type Period = { from: string; to: string }

export type UnitUse = {
  id: number
  fleetNumber: string
  rentedDays: number
  availableDays: number
}

export type MachineUse = {
  id: number
  name: string
  units: UnitUse[]
  rentedDays: number
  availableDays: number
  /** Rentals that started in the period, their average length in days and their revenue. */
  rentals: number
  averageDays: number
  revenue: number
  /** Rentals of the period that came back after their last day, or are out past it now. */
  late: number
}

type CustomerUse = { name: string; rentals: number; days: number; revenue: number }

export type Utilisation = Period & { machines: MachineUse[]; customers: CustomerUse[] }

/**
 * The days a rental really ran: from the yard's check-out to its return when the yard recorded
 * them (#62), else the reservation's days; a machine still out runs until today at least.
 */
type Span = { first: string; last: string; half: boolean; lateBack: boolean }

/** Days rented: the whole days of a span, a half day as ½. */
const lengthOf = ({ first, last, half }: Span) =>
  half ? 0.5 : dayNumber(last) - dayNumber(first) + 1

/** The days of [first, last] within the period, both included. */
function overlap(first: string, last: string, { from, to }: Period): number {
  const start = Math.max(dayNumber(first), dayNumber(from))
  const end = Math.min(dayNumber(last), dayNumber(to))
  return Math.max(0, end - start + 1)
}

/** The customer's accepted price for a line, when their quote was accepted; else the fleet's. */
function revenueOf(
  reservation: Reservation,
  line: NonNullable<Reservation['lines']>[number],
  machine: Equipment,
  accepted: Map<number, SentLine[]>,
): number {
  const request = relationId(reservation.quoteRequest)
  const sent = request === null ? undefined : accepted.get(Number(request))
  // a quote's lines of one machine and period are one line of the reservation (quoteOptions.ts)
  const quoted = (sent ?? []).filter(
    (one) =>
      one.machine === machine.id &&
      one.startDate === reservation.startDate &&
      one.endDate === reservation.endDate &&
      (one.halfDay ?? null) === (reservation.halfDay ?? null),
  )
  if (quoted.length) return quoted.reduce((sum, one) => sum + one.total, 0)
  const each = rentalPrice(machine, reservation.startDate, reservation.endDate, reservation.halfDay)
  return (each ?? 0) * (line.quantity ?? 1)
}

/**
 * Each reservation's real span: the days of the yard's check-out and return (`handovers`, #62,
 * read by their slug: the yard builds on the rentals, not the other way), else its own days.
 */
async function rentalSpans(payload: Payload, reservations: Reservation[], today: string) {
  const { docs } = reservations.length
    ? await payload.find({
        collection: handoversSlug,
        where: { reservation: { in: reservations.map((one) => one.id) } },
        select: { reservation: true, kind: true, day: true },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    : { docs: [] }
  const recorded = new Map<string, string>()
  for (const doc of docs) recorded.set(`${relationId(doc.reservation)} ${doc.kind}`, doc.day)
  return new Map(
    reservations.map((reservation) => {
      const out = recorded.get(`${reservation.id} out`)
      const back = recorded.get(`${reservation.id} return`)
      const stillOut = reservation.status === 'out'
      const last = back ?? (stillOut && reservation.endDate < today ? today : reservation.endDate)
      const first = out ?? reservation.startDate
      const span: Span = {
        first,
        last,
        half: Boolean(reservation.halfDay) && first === last,
        lateBack: back ? back > reservation.endDate : stillOut && reservation.endDate < today,
      }
      return [reservation.id, span] as const
    }),
  )
}

/**
 * The fleet's utilisation over a period (#62, « Statistiques »): per machine and unit the days
 * rented (reservations confirmed, out, returned or closed, within the period) against the days
 * available (the period less the unit's maintenance blocks), the rentals that started in the
 * period (their number, average length and revenue: the accepted quote's line, else the fleet's
 * price), the late returns, and the customers who rented most. Days are the yard's when it
 * recorded the check-out and return.
 */
export async function rentalUtilisation(payload: Payload, period: Period): Promise<Utilisation> {
  const today = companyDayAndHour(new Date()).day
  const [machines, units, reservations] = await Promise.all([
    payload
      .find({
        collection: equipmentSlug,
        where: { forRent: { equals: true } },
        sort: 'name',
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
      .then(({ docs }) => docs),
    payload
      .find({
        collection: equipmentUnitsSlug,
        where: { state: { not_equals: 'sold' } },
        sort: 'fleetNumber',
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
      .then(({ docs }) => docs),
    payload
      .find({
        collection: reservationsSlug,
        where: {
          and: [
            { status: { in: [...RENTED] } },
            { startDate: { less_than_equal: period.to } },
            // a machine still out is rented until it comes back, whatever its last day
            {
              or: [{ endDate: { greater_than_equal: period.from } }, { status: { equals: 'out' } }],
            },
          ],
        },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
      .then(({ docs }) => docs),
  ])
  const requests = [
    ...new Set(reservations.flatMap((one) => relationId(one.quoteRequest) ?? [])),
  ].map(Number)
  const accepted = new Map<number, SentLine[]>()
  if (requests.length) {
    const { docs } = await payload.find({
      collection: quoteRequestsSlug,
      where: { and: [{ id: { in: requests } }, { 'quote.acceptedAt': { exists: true } }] },
      select: { quote: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    for (const request of docs) accepted.set(request.id, (request.quote?.lines ?? []) as SentLine[])
  }

  const spans = await rentalSpans(payload, reservations, today)
  const spanOf = (reservation: Reservation) => spans.get(reservation.id)!
  const periodDays = overlap(period.from, period.to, period)
  const blockedDays = (unit: EquipmentUnit) =>
    (unit.blocks ?? []).reduce((sum, block) => sum + overlap(block.from, block.to, period), 0)
  const customers = new Map<string, CustomerUse>()
  const result = machines.map((machine): MachineUse => {
    const own = reservations.flatMap((reservation) =>
      (reservation.lines ?? [])
        .filter((line) => relationId(line.equipment) === machine.id)
        .map((line) => ({ reservation, line })),
    )
    const unitUses = units
      .filter((unit) => relationId(unit.equipment) === machine.id)
      .map((unit): UnitUse => {
        const rentedDays = own
          .filter(({ line }) => (line.units ?? []).some((one) => relationId(one) === unit.id))
          .reduce((sum, { reservation }) => {
            const { first, last, half } = spanOf(reservation)
            return sum + overlap(first, last, period) / (half ? 2 : 1)
          }, 0)
        return {
          id: unit.id,
          fleetNumber: unit.fleetNumber,
          rentedDays,
          availableDays: Math.max(0, periodDays - blockedDays(unit)),
        }
      })
    const started = own.filter(({ reservation }) => reservation.startDate >= period.from)
    let revenue = 0
    for (const { reservation, line } of started) {
      const amount = revenueOf(reservation, line, machine, accepted)
      revenue += amount
      const name = reservation.customerCompany || reservation.customerName
      const customer = customers.get(name) ?? { name, rentals: 0, days: 0, revenue: 0 }
      customer.rentals += 1
      customer.days += lengthOf(spanOf(reservation)) * (line.quantity ?? 1)
      customer.revenue += amount
      customers.set(name, customer)
    }
    return {
      id: machine.id,
      name: machine.name,
      units: unitUses,
      rentedDays: unitUses.reduce((sum, unit) => sum + unit.rentedDays, 0),
      availableDays: unitUses.reduce((sum, unit) => sum + unit.availableDays, 0),
      rentals: started.length,
      averageDays: started.length
        ? started.reduce((sum, { reservation }) => sum + lengthOf(spanOf(reservation)), 0) /
          started.length
        : 0,
      revenue,
      late: own.filter(({ reservation }) => spanOf(reservation).lateBack).length,
    }
  })
  return {
    ...period,
    machines: result,
    customers: [...customers.values()]
      .sort((a, b) => b.revenue - a.revenue || b.days - a.days)
      .slice(0, TOP_CUSTOMERS),
  }
}

/** Days rented ÷ days available, as a whole percentage; 0 with nothing available. */
export const utilisationRate = ({
  rentedDays,
  availableDays,
}: Omit<UnitUse, 'id' | 'fleetNumber'>) =>
  availableDays > 0 ? Math.round((rentedDays / availableDays) * 100) : 0

/** The longest period the report covers, and the one it shows when none is asked for. */
const UTILISATION_MAX_DAYS = 366
const UTILISATION_DEFAULT_DAYS = 30

/**
 * The period asked for (`du`/`au` on the screen, `from`/`to` on the CSV's route), or the last 30
 * days to today; a French refusal for one the report cannot cover.
 */
export function utilisationPeriod(
  from: string | undefined,
  to: string | undefined,
): Period | { problem: string } {
  const last = to && isCalendarDay(to) ? to : companyDayAndHour(new Date()).day
  const first = from && isCalendarDay(from) ? from : addDays(last, 1 - UTILISATION_DEFAULT_DAYS)
  if (last < first) return { problem: 'La fin de la période vient après son début.' }
  if (dayNumber(last) - dayNumber(first) >= UTILISATION_MAX_DAYS)
    return { problem: `Une période de ${UTILISATION_MAX_DAYS} jours au plus.` }
  return { from: first, to: last }
}
