import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/platform/access/isAdmin'
import { selectField } from '@/platform/fields/select'
import { QUOTE_EVENT_KINDS, QUOTE_EVENT_KIND_LABELS } from '@/lib/labels'
import { quoteEventsSlug, quoteRequestsSlug, usersSlug } from '@/lib/slugs'

/**
 * A quote request's history (#42): each change of stage, owner, amount, lines or next action,
 * each mail and each of the customer's own actions, written by the server and edited by nobody.
 * Shown on its request (the « Historique » join); deleted with it.
 */
export const QuoteEvents: CollectionConfig = {
  slug: quoteEventsSlug,
  labels: { singular: 'Événement', plural: 'Historique' },
  admin: {
    // out of the menu, but each event opens (read only) from its request's history
    group: false,
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'actor', 'summary'],
  },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  lockDocuments: false,
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  fields: [
    {
      name: 'request',
      type: 'relationship',
      relationTo: quoteRequestsSlug,
      required: true,
      index: true,
      label: 'Demande',
    },
    { ...selectField('kind', 'Type', QUOTE_EVENT_KINDS, QUOTE_EVENT_KIND_LABELS), required: true },
    { name: 'summary', type: 'text', required: true, label: 'Quoi' },
    { name: 'actor', type: 'text', required: true, label: 'Qui' },
    { name: 'user', type: 'relationship', relationTo: usersSlug, label: 'Compte' },
    // what the event carried: a sent quote's lines and totals, an acceptance's address
    { name: 'data', type: 'json', label: 'Détails' },
    // an action that happens once (a quote version's acceptance): the database refuses a second
    { name: 'onceKey', type: 'text', unique: true, admin: { hidden: true } },
  ],
}
