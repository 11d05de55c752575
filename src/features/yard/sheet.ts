// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import type { Payload } from 'payload'

import { formatPeriod } from '@/features/rentals/dayWords'
import { DELIVERY_MODE_LABELS } from '@/features/rentals/labels'
import type { EquipmentCategory } from '@/lib/labels'
import { relationId } from '@/lib/relationId'
import {
  equipmentSlug,
  equipmentUnitsSlug,
  handoversSlug,
  reservationsSlug,
  siteSettingsSlug,
} from '@/lib/slugs'

import { DEFAULT_CHECKLIST, type HandoverKind, type YardChecklists } from './labels'

/** What the phone needs to record a reservation's check-out or return, and nothing more. */
export type YardSheet = {
  reservation: {
    id: number
    customer: string
    phone: string | null
    period: string
    delivery: string
    siteAddress: string | null
    notes: string | null
    /** The reservation's version as read: a record sent against another is a conflict. */
    updatedAt: string
  }
  /** What the yard does next; null when it has nothing to do (an option, a closed rental). */
  kind: HandoverKind | null
  status: string
  units: {
    id: number
    fleetNumber: string
    serial: string | null
    machine: string
    /** The meter as stored (the check-out's reading once out): a reading is never lower. */
    hourMeter: number
  }[]
  checklist: string[]
}

const NEXT_STEP: Record<string, HandoverKind> = { confirmed: 'out', out: 'return' }

/** The checks of the reservation's categories, each once, in the settings' order. */
function checklistOf(lists: YardChecklists, categories: EquipmentCategory[]): string[] {
  const items = categories.flatMap(
    (category) => lists.find((list) => list.category === category)?.items ?? [...DEFAULT_CHECKLIST],
  )
  return [...new Set(items.length ? items : DEFAULT_CHECKLIST)]
}

/** The sheet of reservation `id` for the yard's phone, or null when there is none. */
export async function yardSheet(payload: Payload, id: number): Promise<YardSheet | null> {
  const reservation = await payload
    .findByID({ collection: reservationsSlug, id, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!reservation) return null
  const unitIds = (reservation.lines ?? []).flatMap((line) =>
    (line.units ?? []).map((unit) => Number(relationId(unit))),
  )
  const machineIds = [
    ...new Set((reservation.lines ?? []).map((line) => Number(relationId(line.equipment)))),
  ]
  const [units, machines, settings, out] = await Promise.all([
    payload.find({
      collection: equipmentUnitsSlug,
      where: { id: { in: unitIds } },
      limit: unitIds.length || 1,
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({
      collection: equipmentSlug,
      where: { id: { in: machineIds } },
      limit: machineIds.length || 1,
      depth: 0,
      trash: true,
      overrideAccess: true,
      select: { name: true, category: true },
    }),
    payload.findGlobal({ slug: siteSettingsSlug, depth: 0, overrideAccess: true }),
    payload.find({
      collection: handoversSlug,
      where: { and: [{ reservation: { equals: id } }, { kind: { equals: 'out' } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { units: true },
    }),
  ])
  const machineOf = new Map(machines.docs.map((machine) => [machine.id, machine]))
  const outReading = new Map(
    (out.docs[0]?.units ?? []).map((row) => [Number(relationId(row.unit)), row.hourMeter]),
  )
  const byId = new Map(units.docs.map((unit) => [unit.id, unit]))
  return {
    reservation: {
      id: reservation.id,
      customer: [reservation.customerName, reservation.customerCompany].filter(Boolean).join(', '),
      phone: reservation.customerPhone ?? null,
      period: formatPeriod(reservation.startDate, reservation.endDate, reservation.halfDay),
      delivery: DELIVERY_MODE_LABELS[reservation.delivery ?? 'yard'],
      siteAddress: reservation.delivery === 'site' ? (reservation.siteAddress ?? null) : null,
      notes: reservation.notes ?? null,
      updatedAt: reservation.updatedAt,
    },
    kind: NEXT_STEP[reservation.status] ?? null,
    status: reservation.status,
    units: unitIds.flatMap((unitId) => {
      const unit = byId.get(unitId)
      if (!unit) return []
      return [
        {
          id: unit.id,
          fleetNumber: unit.fleetNumber,
          serial: unit.serial ?? null,
          machine: machineOf.get(Number(relationId(unit.equipment)))?.name ?? '',
          hourMeter: Math.max(unit.hourMeter ?? 0, outReading.get(unit.id) ?? 0),
        },
      ]
    }),
    checklist: checklistOf(
      (settings.yardChecklists ?? []) as YardChecklists,
      machines.docs.map((machine) => machine.category as EquipmentCategory),
    ),
  }
}
