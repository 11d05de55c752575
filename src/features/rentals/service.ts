// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import { APIError, type Payload, type PayloadRequest } from 'payload'

import type { EquipmentUnit } from '@/generated/payload-types'
import { dayNumber, dayOfNumber } from '@/lib/days'
import { formatDay, formatWholeNumber } from '@/lib/format'
import { relationId } from '@/lib/relationId'
import { equipmentSlug, equipmentUnitsSlug } from '@/lib/slugs'
import { companyDayAndHour } from '@/lib/timeZone'

import { dayBounds, heldRows, meets } from './booking'

/** How far ahead a service block looks for a free day. */
const SEARCH_DAYS = 365
/** The most units the dashboard lists as due. */
const DUE_LIST_MAX = 20

type Meter = Pick<EquipmentUnit, 'hourMeter' | 'lastServiceHours'>

/** A unit's hours since its last service against its machine's interval (#62). */
export type ServiceState = { since: number; interval: number; due: boolean }

/**
 * Where a unit stands against its machine's service interval: the hours its meter ran since the
 * last service, and whether they reached the interval; null for a machine without one.
 */
export function serviceState(
  unit: Meter,
  interval: number | null | undefined,
): ServiceState | null {
  if (!interval || interval <= 0) return null
  const since = Math.max(0, (unit.hourMeter ?? 0) - (unit.lastServiceHours ?? 0))
  return { since, interval, due: since >= interval }
}

/** The machines with a service interval, by id: their name and interval. */
async function serviceIntervals(payload: Payload, req?: Partial<PayloadRequest>) {
  const { docs } = await payload.find({
    collection: equipmentSlug,
    where: { serviceIntervalHours: { greater_than: 0 } },
    select: { name: true, serviceIntervalHours: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return new Map(docs.map((machine) => [machine.id, machine]))
}

/** The reason a service block is written with, and read back by. */
const SERVICE_REASON = 'Révision'

/** The first day of the unit's service block from `today` on, when one is planned. */
export const plannedService = (unit: Pick<EquipmentUnit, 'blocks'>, today: string) =>
  (unit.blocks ?? []).find((block) => block.to >= today && block.reason?.startsWith(SERVICE_REASON))
    ?.from ?? null

export type DueUnit = { unit: EquipmentUnit; machine: string; state: ServiceState }

/** The units in service whose meter reached their machine's interval, the most overdue first. */
export async function unitsDueForService(payload: Payload): Promise<DueUnit[]> {
  const machines = await serviceIntervals(payload)
  if (!machines.size) return []
  const { docs } = await payload.find({
    collection: equipmentUnitsSlug,
    where: {
      and: [{ equipment: { in: [...machines.keys()] } }, { state: { equals: 'in-service' } }],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
    .flatMap((unit) => {
      const machine = machines.get(relationId(unit.equipment) ?? -1)
      const state = machine && serviceState(unit, machine.serviceIntervalHours)
      return machine && state?.due ? [{ unit, machine: machine.name, state }] : []
    })
    .sort((a, b) => b.state.since - b.state.interval - (a.state.since - a.state.interval))
    .slice(0, DUE_LIST_MAX)
}

const refuse = (message: string, status: number): never => {
  throw new APIError(message, status, null, true)
}

/**
 * « Bloquer pour révision » (#62): the unit's first day from today that nothing holds (a rental,
 * its preparation, another block) becomes a maintenance block « Révision (… h) », saved as the
 * team's blocks are (the database refusing it if a booking took that day meanwhile).
 */
export async function blockForService(
  payload: Payload,
  id: number,
  req?: Partial<PayloadRequest>,
): Promise<{ day: string; message: string }> {
  const unit = await payload
    .findByID({ collection: equipmentUnitsSlug, id, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!unit) return refuse('Unité introuvable.', 404)
  const today = dayNumber(companyDayAndHour(new Date()).day)
  const held = await heldRows(payload, req, [unit.id], dayBounds(today, today + SEARCH_DAYS))
  let free: number | null = null
  for (let day = today; day <= today + SEARCH_DAYS && free === null; day++)
    if (!held.some((row) => meets(row, dayBounds(day, day)))) free = day
  if (free === null)
    return refuse(`L’unité ${unit.fleetNumber} n’a aucun jour libre dans l’année qui vient.`, 409)
  const day = dayOfNumber(free)
  await payload.update({
    collection: equipmentUnitsSlug,
    id: unit.id,
    data: {
      blocks: [
        ...(unit.blocks ?? []).map(({ from, to, reason }) => ({ from, to, reason })),
        {
          from: day,
          to: day,
          reason: `${SERVICE_REASON} (${formatWholeNumber(unit.hourMeter ?? 0)} h)`,
        },
      ],
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  const when = free === today ? `aujourd’hui (${formatDay(day)})` : `le ${formatDay(day)}`
  return {
    day,
    message: `Révision de ${unit.fleetNumber} bloquée ${when}, son premier jour libre. Après la révision, recopiez son compteur dans « Compteur à la dernière révision ».`,
  }
}
