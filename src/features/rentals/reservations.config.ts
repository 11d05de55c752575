import { randomUUID } from 'node:crypto'

import type {
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  PayloadRequest,
} from 'payload'
import { APIError } from 'payload'

import { DAY_MS, dayNumber } from '@/lib/days'
import type { HalfDay } from '@/lib/labels'
import { relationId } from '@/lib/relationId'
import { equipmentSlug, equipmentUnitsSlug, quoteRequestsSlug, reservationsSlug } from '@/lib/slugs'
import { isAdmin } from '@/platform/access/isAdmin'
import { revalidateAlso, revalidateCollection } from '@/platform/cache/revalidate'
import { dateTimeField } from '@/platform/fields/dateTime'
import { selectField } from '@/platform/fields/select'

import { nextFreePeriod, rentableUnits } from './availability'
import { dayBounds, holdUnits, releaseUnits, Shortage } from './booking'
import { calendarDayField } from './calendarDayField'
import { formatPeriod } from './dayWords'
import { halfDayField } from './halfDayField'
import { notByHalfDay, periodProblem, rentsByHalfDay } from './period'
import { validateFirst } from './validateFirst'
import {
  DEFAULT_BUFFER_AFTER,
  DEFAULT_BUFFER_BEFORE,
  DELIVERY_MODE_LABELS,
  DELIVERY_MODES,
  HOLDING_STATUSES,
  OPTION_DAYS,
  RESERVATION_LINE_MAX,
  RESERVATION_STATUS_LABELS,
  RESERVATION_STATUSES,
  type ReservationStatus,
} from './labels'

type Line = { equipment?: unknown; quantity?: number | null; units?: unknown[] | null }

const refuse = (message: string, status = 400): never => {
  throw new APIError(message, status, null, true)
}

const isHolding = (status: ReservationStatus, holdUntil: string | null | undefined) =>
  HOLDING_STATUSES.includes(status) &&
  !(status === 'option' && holdUntil && Date.parse(holdUntil) <= Date.now())

/** A machine's name and preparation days, as the booking counts them. */
async function machineOf(req: PayloadRequest, id: number | string) {
  const machine = await req.payload
    .findByID({ collection: equipmentSlug, id, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!machine) return refuse('Une ligne nomme une machine qui n’existe pas.', 400)
  return {
    name: machine.name,
    before: machine.bufferBefore ?? DEFAULT_BUFFER_BEFORE,
    after: machine.bufferAfter ?? DEFAULT_BUFFER_AFTER,
    byHalfDay: rentsByHalfDay(machine),
  }
}

/**
 * Before a reservation is written: its dates are checked, and while its status holds stock
 * (an option not expired, confirmed, out) its units are held for its days and preparation
 * days, in place of what it held before; otherwise everything it held is given back. A line
 * that cannot be met refuses the save with a French 409 naming the next free dates.
 */
const holdReservation: CollectionBeforeChangeHook = async ({
  collection,
  data,
  operation,
  originalDoc,
  req,
}) => {
  const value = <K extends string>(key: K) => (key in data ? data[key] : originalDoc?.[key])
  await validateFirst(collection, { ...originalDoc, ...data }, operation, req)
  const startDate = value('startDate') as string
  const endDate = value('endDate') as string
  const half = (value('halfDay') ?? null) as HalfDay | null
  const problem = startDate && endDate ? periodProblem(startDate, endDate, half) : null
  if (problem) refuse(problem)
  const status = (value('status') ?? 'option') as ReservationStatus
  if (status === 'option' && !value('holdUntil'))
    data.holdUntil = new Date(Date.now() + OPTION_DAYS * DAY_MS).toISOString()
  const key = (value('bookingKey') as string | undefined) || randomUUID()
  data.bookingKey = key
  if (!isHolding(status, value('holdUntil') as string | null)) {
    await releaseUnits(req.payload, req, key)
    return data
  }
  const lines = (value('lines') ?? []) as Line[]
  if (!lines.length) refuse('Ajoutez au moins une machine à la réservation.')
  const first = dayNumber(startDate)
  const last = dayNumber(endDate)
  const asked = await Promise.all(
    lines.map(async (line) => {
      const machineId = relationId(line.equipment as never)
      if (machineId === null || machineId === undefined)
        return refuse('Choisissez la machine de chaque ligne.')
      const machine = await machineOf(req, machineId)
      if (half && !machine.byHalfDay) refuse(notByHalfDay(machine.name))
      const rentable = await rentableUnits(req.payload, machineId, req)
      const wanted = (line.units ?? []).map((unit) => Number(relationId(unit as never)))
      const candidates = [
        ...wanted.filter((unit) => rentable.includes(unit)),
        ...rentable.filter((unit) => !wanted.includes(unit)),
      ]
      return { line, machine, candidates, quantity: Math.max(1, line.quantity ?? 1) }
    }),
  )
  try {
    const chosen = await holdUnits(req.payload, req, {
      key,
      kind: 'rental',
      holdsUntil: status === 'option' ? (value('holdUntil') as string) : null,
      lines: asked.map(({ machine, candidates, quantity }) => ({
        candidates,
        quantity,
        ...dayBounds(first - machine.before, last + machine.after, half),
      })),
    })
    data.lines = asked.map(({ line }, index) => ({ ...line, units: chosen[index] }))
  } catch (error) {
    if (!(error instanceof Shortage)) throw error
    const { machine, candidates, quantity } = asked[error.line]!
    const next = await nextFreePeriod(req.payload, req, {
      units: candidates,
      quantity,
      first: startDate,
      days: last - first + 1,
      before: machine.before,
      after: machine.after,
      half,
      key,
    })
    refuse(
      `Plus assez d’unités libres de « ${machine.name} » ${formatPeriod(startDate, endDate, half)}, préparation comprise : ${error.free} libre${error.free > 1 ? 's' : ''} pour ${quantity} demandée${quantity > 1 ? 's' : ''}. ` +
        (next
          ? `Prochaines dates libres : ${formatPeriod(next.first, next.last, half)}.`
          : 'Aucune période aussi longue n’est libre dans l’année qui vient.'),
      409,
    )
  }
  return data
}

const releaseDeleted: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (doc.bookingKey) await releaseUnits(req.payload, req, doc.bookingKey)
  return doc
}

const { afterChange, afterDelete } = revalidateCollection(reservationsSlug)
// the machines' « Unités disponibles » count the units free today
const machines = revalidateAlso(equipmentSlug)

/**
 * Rentals by date (#61): a customer's machines for whole days, from `startDate` to `endDate`
 * (the company's days, `YYYY-MM-DD`, the last included), or for one day's morning or afternoon
 * (`halfDay`) where the machine has a half-day price. What holds units is the status: an
 * option until `holdUntil`, confirmed, out; returned, closed and cancelled give them back.
 */
export const Reservations: CollectionConfig = {
  slug: reservationsSlug,
  labels: { singular: 'Réservation', plural: 'Réservations' },
  admin: {
    useAsTitle: 'customerName',
    defaultColumns: ['customerName', 'startDate', 'endDate', 'status', 'holdUntil'],
    group: 'Location',
    components: { beforeList: ['/features/rentals/admin/RentalsTabs#RentalsTabs'] },
  },
  defaultSort: '-startDate',
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeChange: [holdReservation],
    afterChange: [afterChange, machines.afterChange],
    afterDelete: [releaseDeleted, afterDelete, machines.afterDelete],
  },
  fields: [
    {
      type: 'row',
      fields: [
        calendarDayField('startDate', 'Du'),
        calendarDayField('endDate', 'Au (inclus)'),
        halfDayField(),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          ...selectField('status', 'Statut', RESERVATION_STATUSES, RESERVATION_STATUS_LABELS),
          required: true,
          defaultValue: 'option',
        },
        dateTimeField({
          name: 'holdUntil',
          label: 'Option jusqu’au',
          admin: {
            description: `Sans date, une option tient ${OPTION_DAYS} jours.`,
            condition: (_, siblings) => siblings?.status === 'option',
          },
        }),
      ],
    },
    {
      name: 'lines',
      type: 'array',
      label: 'Machines',
      labels: { singular: 'Machine', plural: 'Machines' },
      minRows: 1,
      maxRows: 20,
      required: true,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'equipment',
              type: 'relationship',
              relationTo: equipmentSlug,
              label: 'Machine',
              required: true,
            },
            {
              name: 'quantity',
              type: 'number',
              label: 'Quantité',
              required: true,
              min: 1,
              max: RESERVATION_LINE_MAX,
              defaultValue: 1,
              custom: { integer: true },
            },
          ],
        },
        {
          name: 'units',
          type: 'relationship',
          relationTo: equipmentUnitsSlug,
          hasMany: true,
          maxRows: 100,
          label: 'Unités',
          admin: {
            description:
              'Choisies à l’enregistrement parmi les unités libres (celles nommées ici d’abord).',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'customerName', type: 'text', label: 'Client', required: true, maxLength: 200 },
        { name: 'customerCompany', type: 'text', label: 'Entreprise', maxLength: 200 },
        {
          name: 'customerIdentity',
          type: 'text',
          label: 'NIF / RCCM du client',
          maxLength: 120,
          admin: { description: 'Repris au contrat de location.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'customerPhone', type: 'text', label: 'Téléphone', maxLength: 40 },
        { name: 'customerEmail', type: 'email', label: 'Email' },
      ],
    },
    {
      name: 'quoteRequest',
      type: 'relationship',
      relationTo: quoteRequestsSlug,
      label: 'Demande de devis',
    },
    {
      type: 'row',
      fields: [
        {
          ...selectField('delivery', 'Remise', DELIVERY_MODES, DELIVERY_MODE_LABELS),
          defaultValue: 'yard',
        },
        {
          name: 'siteAddress',
          type: 'text',
          label: 'Adresse du chantier',
          maxLength: 300,
          admin: { condition: (_, siblings) => siblings?.delivery === 'site' },
        },
        { name: 'operator', type: 'checkbox', label: 'Avec opérateur', defaultValue: false },
      ],
    },
    { name: 'notes', type: 'textarea', label: 'Notes', maxLength: 5000 },
    {
      name: 'bookingKey',
      type: 'text',
      index: true,
      admin: { hidden: true },
      access: { update: () => false },
    },
  ],
}
