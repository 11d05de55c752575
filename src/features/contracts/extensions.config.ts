// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import type { CollectionConfig } from 'payload'

import { calendarDayField } from '@/features/rentals/calendarDayField'
import { reservationField } from '@/features/yard/keys'
import { extensionsSlug, usersSlug } from '@/lib/slugs'
import { isAdmin } from '@/platform/access/isAdmin'
import { dateTimeField } from '@/platform/fields/dateTime'
import { priceCell } from '@/platform/fields/listCells'
import { selectField } from '@/platform/fields/select'

import { answerExtensionEndpoint } from './extensionEndpoints.config'
import { EXTENSION_STATUS_LABELS, EXTENSION_STATUSES } from './labels'

/**
 * A customer's asks to keep the machines longer (#62), from their page: the day asked, whether
 * the same units are free until then (and until when they are), the team's answer (accepted,
 * another day proposed, refused). Written only through the customer's page and the reservation's
 * « Prolongation » panel.
 */
export const Extensions: CollectionConfig = {
  slug: extensionsSlug,
  labels: { singular: 'Prolongation', plural: 'Prolongations' },
  admin: {
    group: 'Location',
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'askedAt'],
    description:
      'Demandées par les clients sur leur page ; la réponse se donne sur la réservation.',
  },
  defaultSort: '-askedAt',
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  endpoints: [answerExtensionEndpoint],
  fields: [
    { name: 'title', type: 'text', label: 'Titre', admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        reservationField,
        {
          ...selectField('status', 'État', EXTENSION_STATUSES, EXTENSION_STATUS_LABELS),
          required: true,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        calendarDayField('endBefore', 'Fin prévue avant'),
        calendarDayField('askedEnd', 'Jusqu’au (demandé)'),
        calendarDayField('freeUntil', 'Unités libres jusqu’au', false),
        calendarDayField('proposedEnd', 'Jusqu’au (proposé)', false),
      ],
    },
    priceCell({ name: 'price', type: 'number', label: 'Prix des jours ajoutés HT (FCFA)' }),
    {
      type: 'row',
      fields: [
        dateTimeField({ name: 'askedAt', label: 'Demandée le', required: true }),
        dateTimeField({ name: 'answeredAt', label: 'Répondue le' }),
        { name: 'answeredBy', type: 'relationship', relationTo: usersSlug, label: 'Par' },
      ],
    },
  ],
}
