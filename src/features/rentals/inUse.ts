// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import { APIError, type CollectionBeforeDeleteHook, type PayloadRequest, type Where } from 'payload'

import { equipmentSlug, equipmentUnitsSlug, reservationsSlug } from '@/lib/slugs'

/** The reservations that name `where`'s machine or unit: how many, and a few customers. */
async function reservationsNaming(req: PayloadRequest, where: Where) {
  const { docs, totalDocs } = await req.payload.find({
    collection: reservationsSlug,
    where,
    select: { customerName: true },
    sort: '-startDate',
    limit: 3,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const names = docs.map((doc) => doc.customerName).join(', ')
  return { total: totalDocs, names: totalDocs > docs.length ? `${names}…` : names }
}

const refuse = (message: string): never => {
  throw new APIError(message, 409, null, true)
}

const plural = (count: number) => (count > 1 ? 's' : '')

/**
 * A machine or a unit that reservations name is not deleted for good (#61): the reservations
 * keep what was rented, to whom, on which unit (the history of a rental, the planning's red
 * when a unit is gone). The team is told what to do instead; a machine's move to the trash stays
 * allowed, as it can be undone.
 */
export const machineInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { total, names } = await reservationsNaming(req, { 'lines.equipment': { equals: id } })
  if (!total) return
  const machine = await req.payload.findByID({
    collection: equipmentSlug,
    id,
    select: { name: true },
    depth: 0,
    trash: true,
    overrideAccess: true,
    req,
  })
  refuse(
    `« ${machine.name} » figure dans ${total} réservation${plural(total)} (${names}) : elle ne peut pas être supprimée définitivement. Décochez « Actif » pour la retirer du site, ou passez ses unités « Vendue ».`,
  )
}

export const unitInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { total, names } = await reservationsNaming(req, { 'lines.units': { in: [id] } })
  if (!total) return
  const unit = await req.payload.findByID({
    collection: equipmentUnitsSlug,
    id,
    select: { fleetNumber: true },
    depth: 0,
    overrideAccess: true,
    req,
  })
  refuse(
    `L’unité ${unit.fleetNumber} figure dans ${total} réservation${plural(total)} (${names}) : elle ne peut pas être supprimée. Passez-la « Hors service » ou « Vendue » : le planning montre en rouge les réservations à lui retirer.`,
  )
}
