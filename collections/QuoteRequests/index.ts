import type { CollectionConfig } from 'payload'

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

/** The contact section's quote requests: the back office's Messages. Created by the server only. */
export const QuoteRequests: CollectionConfig = {
  slug: quoteRequestsSlug,
  labels: { singular: 'Message', plural: 'Messages' },
  admin: {
    group: 'Contacts',
    useAsTitle: 'name',
    defaultColumns: ['name', 'subject', 'service', 'status', 'createdAt'],
    components: {
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
  access: { read: isAdmin, create: () => false, update: isAdmin, delete: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', label: 'Nom et prénom', required: true, maxLength: MAX.name },
        { name: 'email', type: 'email', label: 'Adresse email', required: true },
        { name: 'phone', type: 'text', label: 'Téléphone', required: true, maxLength: MAX.phone },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'company', type: 'text', label: 'Entreprise', maxLength: MAX.company },
        { name: 'subject', type: 'text', label: 'Objet', maxLength: MAX.subject },
      ],
    },
    {
      type: 'row',
      fields: [
        selectField('service', 'Service', QUOTE_SERVICES, QUOTE_SERVICE_LABELS),
        selectField('budget', 'Budget', QUOTE_BUDGETS, QUOTE_BUDGET_LABELS),
        { name: 'equipment', type: 'text', label: 'Équipement concerné', maxLength: MAX.equipment },
      ],
    },
    {
      name: 'message',
      type: 'textarea',
      label: 'Message',
      required: true,
      maxLength: MAX.message,
    },
    {
      name: 'newsletter',
      type: 'checkbox',
      label: 'Inscription à la newsletter',
      defaultValue: false,
    },
    {
      ...selectField('status', 'Statut', MESSAGE_STATUSES, MESSAGE_STATUS_LABELS),
      defaultValue: 'new',
      required: true,
      admin: { position: 'sidebar' },
    },
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
