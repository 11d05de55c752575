import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  NumberFieldSingleValidation,
} from 'payload'
import { number } from 'payload/shared'
import { APIError } from 'payload'

import { dayNumber } from '@/lib/days'
import { formatDay } from '@/lib/format'
import { equipmentSlug, equipmentUnitsSlug } from '@/lib/slugs'
import { isAdmin } from '@/platform/access/isAdmin'
import { revalidateAlso, revalidateCollection } from '@/platform/cache/revalidate'
import { selectField } from '@/platform/fields/select'

import { dayBounds, holdUnits, releaseUnits, Shortage } from './booking'
import { calendarDayField } from './calendarDayField'
import { unitInUse } from './inUse'
import { serviceBlockEndpoint } from './serviceBlock.config'
import { validateFirst } from './validateFirst'
import { UNIT_STATE_LABELS, UNIT_STATES } from './labels'

type Block = { from?: string | null; to?: string | null }

const blocksKey = (id: number | string) => `unit:${id}`

const wholeBlocks = (blocks: Block[] | null | undefined) =>
  (blocks ?? []).filter((block): block is { from: string; to: string } =>
    Boolean(block.from && block.to),
  )

/**
 * A unit's maintenance blocks hold it as a booking does (./booking.ts): one that meets a rental
 * is refused, with its dates, before the unit is saved.
 */
async function holdBlocks(
  id: number | string,
  blocks: { from: string; to: string }[],
  req: Parameters<CollectionBeforeChangeHook>[0]['req'],
): Promise<void> {
  const key = blocksKey(id)
  if (!blocks.length) return releaseUnits(req.payload, req, key)
  try {
    await holdUnits(req.payload, req, {
      key,
      kind: 'maintenance',
      holdsUntil: null,
      lines: blocks.map((block) => ({
        candidates: [Number(id)],
        quantity: 1,
        ...dayBounds(dayNumber(block.from), dayNumber(block.to)),
      })),
    })
  } catch (error) {
    if (!(error instanceof Shortage)) throw error
    const block = blocks[error.line]!
    throw new APIError(
      `L’unité est déjà retenue entre le ${formatDay(block.from)} et le ${formatDay(block.to)} (une réservation ou un autre blocage) : choisissez d’autres dates.`,
      409,
      null,
      true,
    )
  }
}

const notPastTheMeter: NumberFieldSingleValidation = (value, options) => {
  const meter = (options.siblingData as { hourMeter?: number | null }).hourMeter
  if (typeof value === 'number' && typeof meter === 'number' && value > meter)
    return 'Le compteur à la dernière révision ne dépasse pas le compteur horaire.'
  return number(value, options)
}

const checkBlocks: CollectionBeforeChangeHook = async ({
  collection,
  data,
  originalDoc,
  req,
  operation,
}) => {
  const blocks = wholeBlocks(data.blocks as Block[] | undefined)
  for (const block of blocks) {
    if (block.to < block.from)
      throw new APIError('Un blocage finit le jour où il commence, ou après.', 400, null, true)
  }
  // a new unit has no id yet, and nothing holds it: its blocks are held once it is saved
  if (operation === 'update' && originalDoc?.id !== undefined) {
    await validateFirst(collection, { ...originalDoc, ...data }, operation, req)
    await holdBlocks(originalDoc.id, blocks, req)
  }
  return data
}

const holdNewUnitBlocks: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'create') await holdBlocks(doc.id, wholeBlocks(doc.blocks as Block[]), req)
  return doc
}

const releaseDeletedUnit: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await releaseUnits(req.payload, req, blocksKey(doc.id))
  return doc
}

const { afterChange, afterDelete } = revalidateCollection(equipmentUnitsSlug)
// the machines' « Unités disponibles » count the units free today
const machines = revalidateAlso(equipmentSlug)

/**
 * A machine's units (#61): each one of its fleet, with its numbers, its hour meter and its
 * state. Only units « En service » are rented; a block keeps one in the yard for its dates.
 * Edited from the machine's screen (its « Unités » list) or here.
 */
export const EquipmentUnits: CollectionConfig = {
  slug: equipmentUnitsSlug,
  labels: { singular: 'Unité', plural: 'Unités' },
  admin: {
    useAsTitle: 'fleetNumber',
    defaultColumns: ['fleetNumber', 'equipment', 'serial', 'state', 'hourMeter'],
    group: 'Location',
    components: { beforeList: ['/features/rentals/admin/RentalsTabs#UnitsTabs'] },
  },
  defaultSort: 'fleetNumber',
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  endpoints: [serviceBlockEndpoint],
  hooks: {
    beforeChange: [checkBlocks],
    afterChange: [holdNewUnitBlocks, afterChange, machines.afterChange],
    beforeDelete: [unitInUse],
    afterDelete: [releaseDeletedUnit, afterDelete, machines.afterDelete],
  },
  fields: [
    {
      name: 'equipment',
      type: 'relationship',
      relationTo: equipmentSlug,
      label: 'Machine',
      required: true,
      index: true,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'fleetNumber',
          type: 'text',
          label: 'N° de parc',
          required: true,
          unique: true,
          maxLength: 40,
        },
        {
          name: 'serial',
          type: 'text',
          label: 'N° de série ou immatriculation',
          maxLength: 80,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'year',
          type: 'number',
          label: 'Année',
          min: 1950,
          max: 2100,
          custom: { integer: true },
        },
        {
          name: 'hourMeter',
          type: 'number',
          label: 'Compteur horaire (h)',
          min: 0,
          max: 1_000_000,
          custom: { integer: true },
        },
        {
          name: 'lastServiceHours',
          type: 'number',
          label: 'Compteur à la dernière révision (h)',
          min: 0,
          max: 1_000_000,
          custom: { integer: true },
          admin: { description: 'Après une révision, recopiez ici le compteur horaire.' },
          validate: notPastTheMeter,
        },
        {
          ...selectField('state', 'État', UNIT_STATES, UNIT_STATE_LABELS),
          required: true,
          defaultValue: 'in-service',
        },
      ],
    },
    {
      name: 'blocks',
      type: 'array',
      label: 'Blocages (maintenance)',
      labels: { singular: 'Blocage', plural: 'Blocages' },
      maxRows: 50,
      admin: { description: 'Les jours où l’unité reste au dépôt, réservations refusées.' },
      fields: [
        {
          type: 'row',
          fields: [
            calendarDayField('from', 'Du'),
            calendarDayField('to', 'Au (inclus)'),
            { name: 'reason', type: 'text', label: 'Motif', maxLength: 200 },
          ],
        },
      ],
    },
  ],
}
