import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/platform/access/isAdmin'
import { selectField } from '@/platform/fields/select'
import {
  SUBSCRIBER_SOURCE_LABELS,
  SUBSCRIBER_SOURCES,
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBER_STATUSES,
} from '@/lib/labels'
import { subscribersSlug } from '@/lib/slugs'
import { statusCell } from '@/platform/fields/listCells'
import { dateTimeField } from '@/platform/fields/dateTime'
import { visitorLocaleField } from '@/platform/fields/visitorLocale'

/**
 * Newsletter subscribers, one per address. Created by the server only (public form), « En
 * attente » until the owner follows the link mailed to them; only confirmed ones are exported.
 */
export const Subscribers: CollectionConfig = {
  slug: subscribersSlug,
  labels: { singular: 'Abonné', plural: 'Abonnés newsletter' },
  admin: {
    group: 'Contacts',
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'source', 'createdAt'],
    components: {
      beforeListTable: ['/features/newsletter/admin/SubscribersExport#SubscribersExport'],
    },
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: () => false, update: isAdmin, delete: isAdmin },
  fields: [
    {
      name: 'email',
      type: 'email',
      label: 'Adresse email',
      required: true,
      unique: true,
      index: true,
    },
    {
      ...selectField('source', 'Inscrit depuis', SUBSCRIBER_SOURCES, SUBSCRIBER_SOURCE_LABELS),
      defaultValue: 'newsletter',
    },
    visitorLocaleField,
    {
      ...statusCell(
        selectField('status', 'Statut', SUBSCRIBER_STATUSES, SUBSCRIBER_STATUS_LABELS),
        {
          positive: ['confirmed'],
          warning: ['pending'],
        },
      ),
      required: true,
      defaultValue: 'pending',
      index: true,
    },
    dateTimeField({ name: 'confirmedAt', label: 'Confirmé le' }),
    // the confirmation link carries this time: only the last link sent confirms, once, for 7 days
    dateTimeField({
      name: 'confirmationSentAt',
      label: 'Lien de confirmation envoyé le',
      admin: { readOnly: true },
    }),
  ],
}
