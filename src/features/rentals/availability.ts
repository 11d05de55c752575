import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { addDays, dayNumber, dayOfNumber } from '@/lib/days'
import type { HalfDay } from '@/lib/labels'
import { equipmentUnitsSlug } from '@/lib/slugs'

import { dayBounds, heldRows, meets } from './booking'

/** How far ahead a refusal looks for the next free dates. */
const SEARCH_DAYS = 365

/** A machine's units that can be rented (« En service »), by fleet number. */
export async function rentableUnits(
  payload: Payload,
  machine: number | string,
  req?: Partial<PayloadRequest>,
): Promise<number[]> {
  const { docs } = await payload.find({
    collection: equipmentUnitsSlug,
    where: { and: [{ equipment: { equals: machine } }, { state: { equals: 'in-service' } }] },
    sort: 'fleetNumber',
    select: { fleetNumber: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.map((unit) => Number(unit.id))
}

export type DayAvailability = { date: string; free: number }

/**
 * The units of a machine free on each day from `from` to `to` (both included), its preparation
 * days and maintenance blocks counted: the one answer the machine's page, the calendar, the
 * planning and `/api/equipment/{slug}/availability` share.
 */
export async function machineAvailability(
  payload: Payload,
  machine: number | string,
  from: string,
  to: string,
): Promise<{ total: number; days: DayAvailability[] }> {
  const units = await rentableUnits(payload, machine)
  const first = dayNumber(from)
  const last = dayNumber(to)
  const held = await heldRows(payload, undefined, units, dayBounds(first, last))
  const days: DayAvailability[] = []
  for (let day = first; day <= last; day++) {
    const whole = dayBounds(day, day)
    const busy = new Set(held.filter((row) => meets(row, whole)).map((row) => row.unit))
    days.push({ date: dayOfNumber(day), free: units.length - busy.size })
  }
  return { total: units.length, days }
}

/**
 * The first period as long as the one asked for (the same half of a day for a half day), starting
 * after `first`, when `quantity` units are free with their preparation days; null when none
 * starts within a year.
 */
export async function nextFreePeriod(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  ask: {
    units: number[]
    quantity: number
    first: string
    days: number
    before: number
    after: number
    half?: HalfDay | null
    key: string
  },
): Promise<{ first: string; last: string } | null> {
  const start = dayNumber(ask.first)
  const held = await heldRows(
    payload,
    req,
    ask.units,
    dayBounds(start - ask.before, start + SEARCH_DAYS + ask.days + ask.after),
    ask.key,
  )
  for (let day = start + 1; day <= start + SEARCH_DAYS; day++) {
    const bounds = dayBounds(day - ask.before, day + ask.days - 1 + ask.after, ask.half)
    const free = ask.units.filter(
      (unit) => !held.some((row) => row.unit === unit && meets(row, bounds)),
    )
    if (free.length >= ask.quantity) {
      const first = dayOfNumber(day)
      return { first, last: addDays(first, ask.days - 1) }
    }
  }
  return null
}
