// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import type { Payload } from 'payload'

import type { EquipmentUnit, Reservation } from '@/generated/payload-types'
import { addDays, dayNumber, dayOfNumber } from '@/lib/days'
import { relationId } from '@/lib/relationId'
import { equipmentSlug, equipmentUnitsSlug, reservationsSlug } from '@/lib/slugs'
import { companyDayAndHour } from '@/lib/timeZone'

import { dayBounds, heldRows, meets } from './booking'
import { formatPeriod } from './dayWords'
import { RESERVATION_STATUS_LABELS } from './labels'
import { plannedService, serviceState, type ServiceState } from './service'

/** The planning's lengths, in weeks; 4 unless the team asks. */
export const PLANNING_WEEKS = [2, 4, 8] as const
export type PlanningWeeks = (typeof PLANNING_WEEKS)[number]
export const DEFAULT_PLANNING_WEEKS: PlanningWeeks = 4

/**
 * What a unit does over a run of days: rented (confirmed or out), under option, in preparation
 * around a rental, blocked for maintenance, or short: held for a customer while the unit is not
 * in service (it broke, it was sold) — a rental the yard cannot honour as planned.
 */
type PlanningKind = 'rental' | 'option' | 'preparation' | 'block' | 'short'

/** Consecutive days of one unit doing one thing: one cell of the planning. */
export type PlanningRun = {
  days: number
  kind: PlanningKind | null
  /** The reservation behind it, to open. */
  reservation: number | null
  /** What the cell says, whole (its title and its name for a screen reader). */
  text: string
  /** What fits in it. */
  short: string
  /** A reservation's own days, which the planning can move by dragging them. */
  move?: { startDate: string; endDate: string }
}

type PlanningRow = {
  unit: Pick<EquipmentUnit, 'id' | 'fleetNumber' | 'state'>
  machine: string
  /** Its hours against its machine's service interval (#62): a unit due is flagged. */
  service: ServiceState | null
  /** The day its service is blocked for, from today on. */
  servicePlanned: string | null
  runs: PlanningRun[]
}

export type Planning = { days: string[]; rows: PlanningRow[] }

type Mark = Omit<PlanningRun, 'days'>
const FREE: Mark = { kind: null, reservation: null, text: '', short: '' }

/** The mark of a reservation's hold on `day`: its own days, or its preparation days. */
function reservationMark(reservation: Reservation, day: string, inService: boolean): Mark {
  const own = day >= reservation.startDate && day <= reservation.endDate
  const status = RESERVATION_STATUS_LABELS[reservation.status]
  const who = reservation.customerName
  if (!own)
    return {
      kind: 'preparation',
      reservation: reservation.id,
      text: `Préparation — ${who}`,
      short: '',
    }
  return {
    kind: !inService ? 'short' : reservation.status === 'option' ? 'option' : 'rental',
    reservation: reservation.id,
    move: { startDate: reservation.startDate, endDate: reservation.endDate },
    text: `${who} — ${status} ${formatPeriod(reservation.startDate, reservation.endDate, reservation.halfDay)}${inService ? '' : ' — unité hors service : à remplacer'}`,
    short: who,
  }
}

/** A unit's blocks that hold `day`, by their reason. */
function blockMark(unit: EquipmentUnit, day: string): Mark {
  const block = (unit.blocks ?? []).find((one) => one.from <= day && one.to >= day)
  const reason = block?.reason ? ` : ${block.reason}` : ''
  return { kind: 'block', reservation: null, text: `Maintenance${reason}`, short: 'Maint.' }
}

/**
 * The rental units by days (#61): from `from`, `weeks` weeks, each unit of the machines for rent
 * (of `category` and of `department` when given; units sold are left out) with what it does each day, from the same
 * holds the booking and the availability read. Consecutive days that say the same thing are one
 * run, one cell.
 */
export async function planning(
  payload: Payload,
  {
    from,
    weeks,
    category,
    department,
  }: {
    from: string
    weeks: PlanningWeeks
    category: string | null
    department: number | null
  },
): Promise<Planning> {
  const last = addDays(from, weeks * 7 - 1)
  const today = companyDayAndHour(new Date()).day
  const days = Array.from({ length: weeks * 7 }, (_, index) => addDays(from, index))
  const machines = await payload.find({
    collection: equipmentSlug,
    where: {
      and: [
        ...(category ? [{ category: { equals: category } }] : []),
        ...(department ? [{ department: { equals: department } }] : []),
      ],
    },
    select: { name: true, serviceIntervalHours: true },
    sort: 'name',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const byId = new Map(machines.docs.map((machine) => [machine.id, machine]))
  if (!byId.size) return { days, rows: [] }
  const { docs: units } = await payload.find({
    collection: equipmentUnitsSlug,
    where: {
      and: [{ equipment: { in: [...byId.keys()] } }, { state: { not_equals: 'sold' } }],
    },
    sort: 'fleetNumber',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const held = await heldRows(
    payload,
    undefined,
    units.map((unit) => unit.id),
    dayBounds(dayNumber(from), dayNumber(last)),
  )
  const keys = [...new Set(held.map((row) => row.key).filter((key) => !key.startsWith('unit:')))]
  const reservations = keys.length
    ? (
        await payload.find({
          collection: reservationsSlug,
          where: { bookingKey: { in: keys } },
          pagination: false,
          depth: 0,
          overrideAccess: true,
        })
      ).docs
    : []
  const byKey = new Map(reservations.map((reservation) => [reservation.bookingKey, reservation]))
  const rows = units
    .map((unit) => {
      const machine = byId.get(relationId(unit.equipment) ?? -1)
      const own = held.filter((row) => row.unit === unit.id)
      const marks = days.map((day): Mark => {
        const number = dayNumber(day)
        const row = own.find((one) => meets(one, dayBounds(number, number)))
        if (!row) return FREE
        if (row.key.startsWith('unit:')) return blockMark(unit, day)
        const reservation = byKey.get(row.key)
        return reservation
          ? reservationMark(reservation, day, unit.state === 'in-service')
          : { ...FREE, kind: 'preparation', text: 'Réservation en cours d’enregistrement' }
      })
      return {
        unit,
        machine: machine?.name ?? '',
        service: serviceState(unit, machine?.serviceIntervalHours),
        servicePlanned: plannedService(unit, today),
        runs: runsOf(marks),
      }
    })
    .sort((a, b) => a.machine.localeCompare(b.machine, 'fr'))
  return { days, rows }
}

/** Consecutive days with the same mark, as one run. */
function runsOf(marks: Mark[]): PlanningRun[] {
  const runs: PlanningRun[] = []
  for (const mark of marks) {
    const previous = runs.at(-1)
    if (
      previous &&
      previous.kind === mark.kind &&
      previous.reservation === mark.reservation &&
      previous.text === mark.text
    )
      previous.days += 1
    else runs.push({ ...mark, days: 1 })
  }
  return runs
}

/** The first day shown: Monday of `day`'s week, so that weeks read as weeks. */
export function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00.000Z`).getUTCDay() + 6) % 7
  return dayOfNumber(dayNumber(day) - weekday)
}
