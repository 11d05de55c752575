// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import type { CollectionConfig } from 'payload'

import { depositsSlug, usersSlug } from '@/lib/slugs'
import { isAdmin } from '@/platform/access/isAdmin'
import { dateTimeField } from '@/platform/fields/dateTime'
import { priceCell } from '@/platform/fields/listCells'
import { selectField } from '@/platform/fields/select'

import { reservationField, sendKeyField } from './keys'
import { receiptEndpoint } from './depositEndpoints.config'
import { DEPOSIT_KIND_LABELS, DEPOSIT_KINDS, PAYMENT_MEANS, PAYMENT_MEANS_LABELS } from './labels'

/**
 * A deposit's movements (#62): what the team received from the customer and gave back, with its
 * means and reference, each with its receipt. Written only by the reservation's « Caution »
 * (`POST /api/cms/reservations/:id/deposit`), never edited: the money's history.
 */
export const Deposits: CollectionConfig = {
  slug: depositsSlug,
  labels: { singular: 'Mouvement de caution', plural: 'Cautions' },
  admin: {
    group: 'Location',
    components: { beforeList: ['/features/rentals/admin/RentalsTabs#DepositsTabs'] },
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'amount', 'means', 'recordedAt'],
    description: 'Enregistrées depuis la réservation (« Caution ») : elles ne se modifient pas.',
  },
  defaultSort: '-recordedAt',
  // two movements of one reservation written at once take the same number: the second is refused
  indexes: [{ fields: ['reservation', 'sequence'], unique: true }],
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  endpoints: [receiptEndpoint],
  fields: [
    { name: 'title', type: 'text', label: 'Titre', admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { ...selectField('kind', 'Mouvement', DEPOSIT_KINDS, DEPOSIT_KIND_LABELS), required: true },
        reservationField,
      ],
    },
    {
      type: 'row',
      fields: [
        priceCell({ name: 'amount', type: 'number', label: 'Montant (FCFA)', required: true }),
        { ...selectField('means', 'Moyen', PAYMENT_MEANS, PAYMENT_MEANS_LABELS), required: true },
        { name: 'reference', type: 'text', label: 'Référence', maxLength: 100 },
      ],
    },
    {
      type: 'row',
      fields: [
        dateTimeField({ name: 'recordedAt', label: 'Enregistré le', required: true }),
        { name: 'recordedBy', type: 'relationship', relationTo: usersSlug, label: 'Par' },
      ],
    },
    sendKeyField,
    { name: 'sequence', type: 'number', required: true, admin: { hidden: true } },
  ],
}
