import type { CollectionAfterChangeHook } from 'payload'

import { equipmentSlug, equipmentUnitsSlug } from '@/lib/slugs'
import { isForRent } from '@/lib/offers'

/** As many as the migration gave each machine for rent: its « Unités disponibles », 500 at most. */
const MAX_FIRST_UNITS = 500

/** « PARC-12-03 »: the machine's id and the unit's rank, as the migration names them. */
const firstFleetNumber = (machine: number | string, rank: number) =>
  `PARC-${machine}-${String(rank).padStart(2, '0')}`

/**
 * A machine created for rent gets its units (#61), as many as its « Unités disponibles » says,
 * named as the migration named the existing machines' units: the team then renames them, adds
 * serial numbers and changes their states in the machine's « Unités ».
 */
export const giveNewMachineUnits: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || !isForRent(doc)) return doc
  // the number stored, typed or the field's default: the document read back already counts its
  // units (none yet)
  const stored = await req.payload.db.findOne<{ id: number; available?: number | null }>({
    collection: equipmentSlug,
    where: { id: { equals: doc.id } },
    req,
  })
  const count = Math.min(Math.floor(Number(stored?.available ?? 0)), MAX_FIRST_UNITS)
  for (let rank = 1; rank <= count; rank++) {
    await req.payload.create({
      collection: equipmentUnitsSlug,
      data: { equipment: doc.id, fleetNumber: firstFleetNumber(doc.id, rank), state: 'in-service' },
      overrideAccess: true,
      req,
    })
  }
  // all of them free today: the count the created machine answers with
  return { ...doc, available: count }
}
