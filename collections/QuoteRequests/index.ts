import type { CollectionConfig, TextField } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { selectField } from '@/fields/select'
import { QUOTE_REQUEST_MAX as MAX } from '@/forms/quoteRequest'
import { quoteRequestsSlug } from '@/lib/slugs'
import {
  MESSAGE_STATUS_LABELS,
  MESSAGE_STATUSES,
  QUOTE_BUDGET_LABELS,
  QUOTE_BUDGETS,
  QUOTE_SERVICE_LABELS,
  QUOTE_SERVICES,
} from '@/lib/labels'
import { statusCell } from '@/fields/listCells'

/** What the customer wrote: read in the admin, never edited. */
const READ_ONLY = { readOnly: true }
const customerText = (name: string, label: string, maxLength: number): TextField => ({
  name,
  type: 'text',
  label,
  maxLength,
  admin: READ_ONLY,
})

/** The contact section's quote requests: the back office's Messages. Created by the server only. */
export const QuoteRequests: CollectionConfig = {
  slug: quoteRequestsSlug,
  labels: { singular: 'Message', plural: 'Messages' },
  admin: {
    group: 'Contacts',
    useAsTitle: 'name',
    defaultColumns: ['name', 'subject', 'service', 'status', 'createdAt'],
    components: {
      edit: { SaveButton: '/admin/Messages/NoSave#NoSave' },
      beforeListTable: [
        {
          path: '/admin/EmptyList.client#EmptyList',
          clientProps: {
            title: 'Aucun message',
            text: 'Les demandes de devis envoyées depuis le formulaire de contact du site apparaîtront ici.',
          },
        },
      ],
    },
  },
  defaultSort: '-createdAt',
  // a copy of a customer's request would be a request nobody sent
  disableDuplicate: true,
  access: { read: isAdmin, create: () => false, update: isAdmin, delete: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        { ...customerText('name', 'Nom et prénom', MAX.name), required: true },
        { name: 'email', type: 'email', label: 'Adresse email', required: true, admin: READ_ONLY },
        { ...customerText('phone', 'Téléphone', MAX.phone), required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        customerText('company', 'Entreprise', MAX.company),
        customerText('subject', 'Objet', MAX.subject),
      ],
    },
    {
      type: 'row',
      fields: [
        statusCell(
          {
            ...selectField('service', 'Service', QUOTE_SERVICES, QUOTE_SERVICE_LABELS),
            admin: READ_ONLY,
          },
          {},
        ),
        {
          ...selectField('budget', 'Budget', QUOTE_BUDGETS, QUOTE_BUDGET_LABELS),
          admin: READ_ONLY,
        },
        customerText('equipment', 'Équipement concerné', MAX.equipment),
      ],
    },
    {
      name: 'message',
      type: 'textarea',
      label: 'Message',
      required: true,
      maxLength: MAX.message,
      admin: READ_ONLY,
    },
    {
      name: 'newsletter',
      type: 'checkbox',
      label: 'Inscription à la newsletter',
      defaultValue: false,
      admin: READ_ONLY,
    },
    statusCell(
      {
        ...selectField('status', 'Statut', MESSAGE_STATUSES, MESSAGE_STATUS_LABELS),
        defaultValue: 'new',
        required: true,
        // changed by the actions below, at once
        admin: { position: 'sidebar', readOnly: true },
      },
      { positive: ['replied'], warning: ['new'], unread: 'new' },
    ),
    {
      name: 'actions',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/admin/Messages/MessageActions.client#MessageActions' },
      },
    },
  ],
}
