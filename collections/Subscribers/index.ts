import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { selectField } from '@/fields/select'
import { SUBSCRIBER_SOURCE_LABELS, SUBSCRIBER_SOURCES } from '@/lib/labels'
import { subscribersSlug } from '@/lib/slugs'

/** Newsletter subscribers, one per address. Created by the server only (public form). */
export const Subscribers: CollectionConfig = {
  slug: subscribersSlug,
  labels: { singular: 'Abonné', plural: 'Abonnés newsletter' },
  admin: {
    group: 'Contacts',
    useAsTitle: 'email',
    defaultColumns: ['email', 'source', 'createdAt'],
    components: { beforeListTable: ['/admin/Subscribers/SubscribersExport#SubscribersExport'] },
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
  ],
}
