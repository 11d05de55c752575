import type { CollectionConfig, Field, TextField } from 'payload'

import { isAdmin } from '@/platform/access/isAdmin'
import { selectField } from '@/platform/fields/select'
import { QUOTE_REQUEST_MAX as MAX } from '@/platform/forms/quoteRequest'
import {
  equipmentSlug,
  quoteEventsSlug,
  quoteRequestsSlug,
  reservationsSlug,
  usersSlug,
} from '@/lib/slugs'
import {
  MESSAGE_STATUS_LABELS,
  MESSAGE_STATUSES,
  QUOTE_BUDGET_LABELS,
  QUOTE_BUDGETS,
  QUOTE_LINE_UNIT_LABELS,
  QUOTE_LINE_UNITS,
  QUOTE_SERVICE_LABELS,
  QUOTE_STAGE_LABELS,
  QUOTE_STAGES,
  QUOTE_SERVICES,
} from '@/lib/labels'
import { dateTimeField } from '@/platform/fields/dateTime'
import { priceCell, statusCell } from '@/platform/fields/listCells'
import { visitorLocaleField } from '@/platform/fields/visitorLocale'
import { frenchOnly } from '@/i18n/frenchOnly'
import {
  LOST_REASON_MAX_LENGTH,
  QUOTE_AMOUNT_MAX,
  QUOTE_QUANTITY_MAX,
  QUOTE_UNIT_PRICE_MAX,
} from '@/lib/quoteAmounts'

import { calendarDayField } from '@/features/rentals/calendarDayField'
import { halfDayField } from '@/features/rentals/halfDayField'
import { releaseLostQuote } from '@/features/rentals/quoteOptions'

import { quoteRequestEndpoints } from './endpoints.config'
import { prepareQuote } from './prepareQuote.config'
import { deleteHistory, recordChanges } from './recordChanges.config'

/** What the customer wrote: read in the admin, never edited. */
const READ_ONLY = { readOnly: true }
const customerText = (name: string, label: string, maxLength: number): TextField => ({
  name,
  type: 'text',
  label,
  maxLength,
  admin: READ_ONLY,
})

/** What the customer sent, as the form took it. */
const CUSTOMER_FIELDS: Field[] = [
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
    name: 'choice',
    type: 'group',
    label: 'Choix du client',
    // what the customer chose on a machine's page or the calculator, as data (#59): the first
    // line of the quote comes from it; written by the form, read here, never edited
    access: { update: () => false },
    admin: {
      readOnly: true,
      condition: (data) => Boolean(data?.choice?.machine),
      description: 'Ce que le client a choisi sur le site ; la première ligne du devis en vient.',
    },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'machine', type: 'relationship', relationTo: equipmentSlug, label: 'Engin' },
          {
            name: 'quantity',
            type: 'number',
            label: 'Quantité',
            min: 1,
            max: QUOTE_QUANTITY_MAX,
            custom: { integer: true },
          },
          selectField('unit', 'Unité', QUOTE_LINE_UNITS, QUOTE_LINE_UNIT_LABELS),
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'startDate',
            type: 'date',
            label: 'À partir du',
            admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
          },
          {
            name: 'endDate',
            type: 'date',
            label: 'Jusqu’au (inclus)',
            admin: {
              date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' },
              description: 'Avec les deux dates, la quantité compte les engins (#61).',
            },
          },
          priceCell({
            name: 'estimate',
            type: 'number',
            label: 'Estimation montrée (FCFA, hors taxes)',
            min: 0,
            max: QUOTE_AMOUNT_MAX,
          }),
        ],
      },
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
]

const lostOnly = (data: Partial<{ stage: string }> | undefined) => data?.stage === 'lost'

/** The pipeline's own fields (#42), in the sidebar beside the message status. */
const PIPELINE_FIELDS: Field[] = [
  statusCell(
    {
      ...selectField('stage', 'Étape', QUOTE_STAGES, QUOTE_STAGE_LABELS),
      // every request has one (new at first); not `required`, so that the site's own
      // creations need not name it
      defaultValue: 'new',
      index: true,
      admin: { position: 'sidebar' },
    },
    { positive: ['won'], warning: ['new'] },
  ),
  {
    name: 'lostReason',
    type: 'text',
    label: 'Raison de la perte',
    maxLength: LOST_REASON_MAX_LENGTH,
    admin: { position: 'sidebar', condition: lostOnly },
    validate: (value: unknown, { siblingData }: { siblingData: Partial<{ stage: string }> }) =>
      !lostOnly(siblingData) || (typeof value === 'string' && value.trim() !== '')
        ? true
        : frenchOnly.validation.lostReasonRequired,
  },
  {
    name: 'owner',
    type: 'relationship',
    relationTo: usersSlug,
    label: 'Responsable',
    index: true,
    admin: {
      position: 'sidebar',
      components: { Field: '/features/quotes/admin/OwnerField.client#OwnerField' },
    },
  },
  dateTimeField({
    name: 'nextActionAt',
    label: 'Prochaine action',
    index: true,
    admin: { position: 'sidebar' },
  }),
  {
    name: 'nextActionNote',
    type: 'text',
    label: 'À faire',
    maxLength: 500,
    admin: { position: 'sidebar' },
  },
  {
    name: 'quoteActions',
    type: 'ui',
    admin: {
      position: 'sidebar',
      components: { Field: '/features/quotes/admin/QuoteActions.client#QuoteActions' },
    },
  },
  // the customer's link to their page (/devis/<reference>?t=…): never in an answer
  {
    name: 'accessToken',
    type: 'text',
    hidden: true,
    access: { update: () => false },
  },
  // the sending phone's key for this submission (Idempotency-Key): a request kept offline and
  // sent again when the network returns is stored once
  {
    name: 'submissionKey',
    type: 'text',
    unique: true,
    hidden: true,
    access: { update: () => false },
  },
]

/**
 * A line's label and price: typed, or left empty for the chosen machine's (prepareQuote fills
 * them on the server before validation; what the machine cannot give is asked for then).
 */
const filledOrFromMachine =
  (message: string) =>
  (value: unknown, { siblingData }: { siblingData: Partial<{ machine: unknown }> }) =>
    (value !== null && value !== undefined && value !== '') || Boolean(siblingData?.machine)
      ? true
      : message

/** The quote being prepared, and the last one sent with the customer's answer to it. */
const QUOTE_FIELDS: Field[] = [
  {
    name: 'lines',
    type: 'array',
    label: 'Lignes du devis',
    labels: { singular: 'Ligne', plural: 'Lignes' },
    admin: {
      description:
        'Choisissez un engin du parc : sa désignation et son prix pour l’unité choisie (jour, semaine, mois, ou prix de vente à l’unité) sont repris s’ils sont vides. Avec des dates, la ligne est une location : la quantité est le nombre d’engins, le prix celui de la période (mois, semaines et jours au mieux pour le client), et l’envoi du devis pose une option sur les engins jusqu’à sa date de validité.',
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'machine',
            type: 'relationship',
            relationTo: equipmentSlug,
            label: 'Engin du parc',
          },
          {
            name: 'label',
            type: 'text',
            label: 'Désignation',
            maxLength: 300,
            validate: filledOrFromMachine(frenchOnly.validation.lineLabelRequired),
          },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'quantity',
            type: 'number',
            label: 'Quantité',
            required: true,
            min: 0,
            max: QUOTE_QUANTITY_MAX,
            defaultValue: 1,
          },
          {
            ...selectField('unit', 'Unité', QUOTE_LINE_UNITS, QUOTE_LINE_UNIT_LABELS),
            required: true,
            defaultValue: 'jour',
          },
          {
            name: 'unitPrice',
            type: 'number',
            label: 'Prix unitaire (FCFA)',
            min: 0,
            max: QUOTE_UNIT_PRICE_MAX,
            validate: filledOrFromMachine(frenchOnly.validation.linePriceRequired),
          },
        ],
      },
      {
        type: 'row',
        admin: { condition: (_, line) => Boolean(line?.machine) },
        fields: [
          { ...calendarDayField('startDate', 'Location du', false), index: false },
          { ...calendarDayField('endDate', 'au (inclus)', false), index: false },
          halfDayField(),
        ],
      },
    ],
  },
  priceCell({
    name: 'amount',
    type: 'number',
    label: 'Montant (FCFA, hors taxes)',
    min: 0,
    max: QUOTE_AMOUNT_MAX,
    admin: { description: 'Calculé à partir des lignes quand il y en a.' },
  }),
  { name: 'notes', type: 'textarea', label: 'Notes internes', maxLength: 5000 },
  {
    name: 'quote',
    type: 'group',
    label: 'Dernier devis envoyé',
    // written by « Envoyer le devis » and the customer's answer only (src/features/quotes)
    access: { create: () => false, update: () => false },
    admin: { readOnly: true, condition: (data) => Boolean(data?.quote?.version) },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'version', type: 'number', label: 'Version' },
          dateTimeField({ name: 'sentAt', label: 'Envoyé le' }),
          dateTimeField({ name: 'validUntil', label: 'Valable jusqu’au' }),
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'vatRate', type: 'number', label: 'TVA (%)' },
          priceCell({ name: 'totalHT', type: 'number', label: 'Total HT (FCFA)' }),
          priceCell({ name: 'vat', type: 'number', label: 'TVA (FCFA)' }),
          priceCell({ name: 'totalTTC', type: 'number', label: 'Total TTC (FCFA)' }),
        ],
      },
      // the lines as they were sent: the customer's page and the PDF read them, not the draft
      { name: 'lines', type: 'json', admin: { hidden: true } },
      { name: 'conditions', type: 'textarea', label: 'Conditions' },
      {
        type: 'row',
        admin: { condition: (_, sibling) => Boolean(sibling?.acceptedAt) },
        fields: [
          dateTimeField({ name: 'acceptedAt', label: 'Accepté le' }),
          { name: 'acceptedBy', type: 'text', label: 'Accepté par' },
        ],
      },
      {
        type: 'row',
        admin: { condition: (_, sibling) => Boolean(sibling?.refusedAt) },
        fields: [
          dateTimeField({ name: 'refusedAt', label: 'Refusé le' }),
          { name: 'refusalReason', type: 'text', label: 'Raison du refus' },
        ],
      },
    ],
  },
]

/** Every event of the request, newest first; written by the server, edited by nobody. */
const HISTORY: Field = {
  name: 'history',
  type: 'join',
  label: 'Historique',
  collection: quoteEventsSlug,
  on: 'request',
  defaultSort: '-createdAt',
  defaultLimit: 100,
  admin: { allowCreate: false, defaultColumns: ['createdAt', 'actor', 'summary'] },
}

/** The options and reservations the quote's rental lines made (#61), from its sending on. */
const RESERVATIONS: Field = {
  name: 'reservations',
  type: 'join',
  label: 'Réservations',
  collection: reservationsSlug,
  on: 'quoteRequest',
  defaultSort: 'startDate',
  admin: {
    allowCreate: false,
    defaultColumns: ['startDate', 'endDate', 'status', 'holdUntil'],
    description:
      'Posées à l’envoi du devis pour ses lignes de location datées ; confirmées par l’acceptation du client, annulées par un refus ou « Perdu ».',
  },
}

/** The contact section's quote requests: the back office's Messages. Created by the server only. */
export const QuoteRequests: CollectionConfig = {
  slug: quoteRequestsSlug,
  labels: { singular: 'Message', plural: 'Messages' },
  admin: {
    group: 'Contacts',
    useAsTitle: 'name',
    // what a sales person looks for in the list: whose, which, where it stands, how much
    defaultColumns: ['name', 'reference', 'subject', 'stage', 'amount', 'status', 'createdAt'],
    components: {
      // the inbox and the sales pipeline (#42), two views of the same requests
      beforeList: ['/features/quotes/admin/MessagesTabs#MessagesTabs'],
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
  endpoints: quoteRequestEndpoints,
  hooks: {
    beforeValidate: [prepareQuote],
    // « Perdu » gives the request's rental options back (#61)
    afterChange: [recordChanges, releaseLostQuote],
    beforeDelete: [deleteHistory],
  },
  // a copy of a customer's request would be a request nobody sent
  disableDuplicate: true,
  access: { read: isAdmin, create: () => false, update: isAdmin, delete: isAdmin },
  fields: [
    {
      type: 'tabs',
      tabs: [
        { label: 'Demande', fields: CUSTOMER_FIELDS },
        { label: 'Devis', fields: [...QUOTE_FIELDS, RESERVATIONS] },
        { label: 'Historique', fields: [HISTORY] },
      ],
    },
    {
      name: 'reference',
      type: 'ui',
      label: 'Référence',
      admin: { components: { Cell: '/admin/Cells/ReferenceCell#ReferenceCell' } },
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
    visitorLocaleField,
    ...PIPELINE_FIELDS,
    {
      name: 'actions',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/features/quotes/admin/MessageActions.client#MessageActions' },
      },
    },
  ],
}
