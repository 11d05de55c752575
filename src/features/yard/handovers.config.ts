// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import { APIError, type CollectionBeforeDeleteHook, type CollectionConfig } from 'payload'

import { withReservationParts } from '@/features/rentals/reservationParts'

import {
  depositsSlug,
  equipmentUnitsSlug,
  handoversSlug,
  usersSlug,
  yardPhotosSlug,
} from '@/lib/slugs'
import { isAdmin } from '@/platform/access/isAdmin'
import { dateTimeField } from '@/platform/fields/dateTime'
import { priceCell } from '@/platform/fields/listCells'
import { selectField } from '@/platform/fields/select'

import { reservationField, sendKeyField } from './keys'
import { depositStateEndpoint, recordDepositEndpoint } from './depositEndpoints.config'
import { handoverNoteEndpoint, recordHandoverEndpoint } from './endpoints.config'
import {
  FUEL_LEVEL_LABELS,
  FUEL_LEVELS,
  HANDOVER_KIND_LABELS,
  HANDOVER_KINDS,
  HANDOVER_PHOTOS_MAX,
} from './labels'

const readOnly = { readOnly: true }

/**
 * A check-out or a return as the yard recorded it (#62): written once, by the yard's endpoint
 * (`POST /api/cms/handovers/record`), under the phone's `key` (a second copy of the same send is
 * the first's answer, the unique index deciding between two at once), and never edited: what was
 * read at the gate and signed is the record of a dispute.
 */
export const Handovers: CollectionConfig = {
  slug: handoversSlug,
  labels: { singular: 'Sortie ou retour', plural: 'Sorties et retours' },
  admin: {
    group: 'Location',
    components: { beforeList: ['/features/rentals/admin/RentalsTabs#HandoversTabs'] },
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'reservation', 'recordedAt', 'total'],
    description:
      'Enregistrés depuis le téléphone du parc (/parc) : les relevés, photos et signatures ne se modifient pas.',
  },
  defaultSort: '-recordedAt',
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  endpoints: [recordHandoverEndpoint, handoverNoteEndpoint],
  fields: [
    { name: 'title', type: 'text', label: 'Titre', admin: readOnly },
    {
      type: 'row',
      fields: [
        { ...selectField('kind', 'Type', HANDOVER_KINDS, HANDOVER_KIND_LABELS), required: true },
        reservationField,
      ],
    },
    {
      type: 'row',
      fields: [
        dateTimeField({ name: 'recordedAt', label: 'Enregistré le', required: true }),
        { name: 'day', type: 'text', label: 'Jour', maxLength: 10, required: true },
        {
          name: 'recordedBy',
          type: 'relationship',
          relationTo: usersSlug,
          label: 'Par',
        },
      ],
    },
    {
      name: 'units',
      type: 'array',
      label: 'Unités',
      labels: { singular: 'Unité', plural: 'Unités' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'unit',
              type: 'relationship',
              relationTo: equipmentUnitsSlug,
              label: 'Unité',
              required: true,
            },
            { name: 'hourMeter', type: 'number', label: 'Compteur (h)', required: true },
            { ...selectField('fuel', 'Carburant', FUEL_LEVELS, FUEL_LEVEL_LABELS), required: true },
            { name: 'hoursUsed', type: 'number', label: 'Heures utilisées' },
          ],
        },
      ],
    },
    {
      name: 'checklist',
      type: 'array',
      label: 'État du matériel',
      labels: { singular: 'Point', plural: 'Points' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'item', type: 'text', label: 'Point', required: true },
            { name: 'ok', type: 'checkbox', label: 'Conforme' },
            { name: 'note', type: 'text', label: 'Remarque' },
          ],
        },
      ],
    },
    { name: 'accessories', type: 'textarea', label: 'Accessoires' },
    {
      type: 'row',
      fields: [
        { name: 'receiverName', type: 'text', label: 'Nom du signataire', required: true },
        {
          name: 'signature',
          type: 'upload',
          relationTo: yardPhotosSlug,
          label: 'Signature',
          required: true,
        },
      ],
    },
    {
      name: 'photos',
      type: 'upload',
      relationTo: yardPhotosSlug,
      hasMany: true,
      maxRows: HANDOVER_PHOTOS_MAX,
      label: 'Photos',
    },
    {
      name: 'charges',
      type: 'array',
      label: 'Frais',
      labels: { singular: 'Frais', plural: 'Frais' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', label: 'Libellé', required: true },
            { name: 'amount', type: 'number', label: 'Montant (FCFA)', required: true },
            { name: 'damage', type: 'checkbox', label: 'Dégât' },
          ],
        },
      ],
    },
    priceCell({ name: 'total', type: 'number', label: 'Total à régler (FCFA)' }),
    sendKeyField,
  ],
}

/**
 * A reservation that the yard has sent out or taken back is not deleted: its check-outs and
 * returns name it (#62). Photos sent for a check-out never recorded go with it.
 */
const reservationHandedOver: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: handoversSlug,
    where: { reservation: { equals: id } },
    overrideAccess: true,
    req,
  })
  const deposits = await req.payload.count({
    collection: depositsSlug,
    where: { reservation: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs || deposits.totalDocs)
    throw new APIError(
      `${totalDocs ? 'Le parc a enregistré la sortie de cette réservation' : 'Une caution est enregistrée pour cette réservation'} : elle ne peut pas être supprimée. Passez-la « Annulée » ou « Clôturée ».`,
      409,
      null,
      true,
    )
  await req.payload.delete({
    collection: yardPhotosSlug,
    where: { reservation: { equals: id } },
    overrideAccess: true,
    req,
  })
}

/**
 * The reservations with the yard's parts (payload.config.ts registers them so): the guard above,
 * their deposit's endpoints and its panel on the reservation's screen.
 */
export const yardReservations = withReservationParts({
  beforeDelete: reservationHandedOver,
  endpoints: [depositStateEndpoint, recordDepositEndpoint],
  panel: {
    name: 'deposit',
    label: 'Caution',
    component: '/features/yard/admin/DepositPanel.client#DepositPanel',
  },
})
