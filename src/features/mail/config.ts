import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/platform/access/isAdmin'
import { isSuperAdmin } from '@/platform/access/isSuperAdmin'
import { selectField } from '@/platform/fields/select'
import { MAIL_KIND_LABELS, MAIL_KINDS, MAIL_STATUS_LABELS, MAIL_STATUSES } from '@/lib/labels'
import { outgoingEmailsSlug } from '@/lib/slugs'
import { statusCell } from '@/platform/fields/listCells'
import { dateTimeField } from '@/platform/fields/dateTime'

/**
 * Every mail the site sends, stored before it is sent by Payload's jobs queue
 * (src/platform/services/mail/outbox.ts): what it was, to whom, whether it left, the SMTP error of a failure
 * and when it is tried again. A password reset's link is never stored here: its row says « lien
 * masqué » (the link waits sealed in its job). Written by the server only.
 */
export const OutgoingEmails: CollectionConfig = {
  slug: outgoingEmailsSlug,
  labels: { singular: 'Email envoyé', plural: 'Emails envoyés' },
  admin: {
    group: 'Contacts',
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'to', 'subject', 'kind', 'status'],
    listSearchableFields: ['to', 'subject'],
    description:
      'Chaque email du site, enregistré avant son envoi. Un échec est réessayé automatiquement ; « Renvoyer » en envoie une copie.',
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: () => false, update: () => false, delete: isSuperAdmin },
  lockDocuments: false,
  fields: [
    { name: 'to', type: 'text', label: 'Destinataire', required: true, index: true },
    { name: 'replyTo', type: 'text', label: 'Répondre à' },
    { name: 'subject', type: 'text', label: 'Objet', required: true },
    { ...selectField('kind', 'Type', MAIL_KINDS, MAIL_KIND_LABELS), required: true, index: true },
    {
      ...statusCell(selectField('status', 'Statut', MAIL_STATUSES, MAIL_STATUS_LABELS), {
        positive: ['sent'],
        warning: ['failed'],
      }),
      required: true,
      index: true,
      defaultValue: 'pending',
    },
    { name: 'error', type: 'textarea', label: 'Erreur SMTP' },
    { name: 'attempts', type: 'number', label: 'Essais', defaultValue: 0 },
    dateTimeField({ name: 'nextAttemptAt', label: 'Prochain essai', index: true }),
    dateTimeField({ name: 'sentAt', label: 'Envoyé le' }),
    { name: 'text', type: 'textarea', label: 'Texte', required: true },
    { name: 'html', type: 'code', label: 'HTML', required: true, admin: { language: 'html' } },
    { name: 'headers', type: 'json', label: 'En-têtes' },
    {
      name: 'attachments',
      type: 'json',
      label: 'Pièces jointes',
      admin: { description: 'Le nom et la taille de chaque fichier joint (le PDF du devis).' },
    },
    {
      name: 'actions',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/features/mail/admin/ResendButton.client#ResendButton' },
      },
    },
  ],
}
