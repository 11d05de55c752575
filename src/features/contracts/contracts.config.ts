// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import {
  APIError,
  type CollectionBeforeDeleteHook,
  type CollectionConfig,
  type Field,
} from 'payload'

import { withReservationParts } from '@/features/rentals/reservationParts'
import { reservationField } from '@/features/yard/keys'
import { contractAcceptancesSlug, contractsSlug, usersSlug } from '@/lib/slugs'
import { isAdmin } from '@/platform/access/isAdmin'
import { dateTimeField } from '@/platform/fields/dateTime'

import {
  contractPdfEndpoint,
  contractStateEndpoint,
  prepareContractEndpoint,
} from './endpoints.config'

const readOnly = { readOnly: true } as const
const hidden = (name: string, type: 'text' | 'number' | 'date'): Field =>
  ({ name, type, hidden: true }) as Field

/**
 * The rental contracts (#62): one row per version, prepared from the reservation's screen
 * (« Contrat »), its content and the exact PDF shown to the customer kept with its SHA-256; a
 * change after that is a new version. Never edited nor deleted by anyone: the database refuses
 * a change of what was shown (migration `contracts`), the code only writes the one-time code's
 * state.
 */
export const Contracts: CollectionConfig = {
  slug: contractsSlug,
  labels: { singular: 'Contrat de location', plural: 'Contrats' },
  admin: {
    group: 'Location',
    components: { beforeList: ['/features/rentals/admin/RentalsTabs#ContractsTabs'] },
    useAsTitle: 'title',
    defaultColumns: ['title', 'reservation', 'preparedAt', 'codeSentAt'],
    description:
      'Préparés depuis la réservation (« Contrat ») et acceptés par le client sur sa page : ils ne se modifient pas.',
  },
  defaultSort: '-preparedAt',
  // two versions prepared at once take the same number: the second is refused
  indexes: [{ fields: ['reservation', 'version'], unique: true }],
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  endpoints: [contractPdfEndpoint],
  fields: [
    { name: 'title', type: 'text', label: 'Titre', admin: readOnly },
    {
      type: 'row',
      fields: [
        reservationField,
        { name: 'version', type: 'number', label: 'Version', required: true, admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        dateTimeField({ name: 'preparedAt', label: 'Préparé le', required: true }),
        { name: 'preparedBy', type: 'relationship', relationTo: usersSlug, label: 'Par' },
      ],
    },
    {
      name: 'sha256',
      type: 'text',
      label: 'Empreinte SHA-256 du PDF',
      required: true,
      admin: readOnly,
    },
    { name: 'content', type: 'json', label: 'Contenu', required: true, admin: readOnly },
    // the PDF's exact bytes (base64): what the customer accepts, drawn once
    { name: 'pdf', type: 'text', required: true, hidden: true },
    {
      type: 'row',
      fields: [
        dateTimeField({ name: 'codeSentAt', label: 'Code envoyé le', admin: readOnly }),
        { name: 'codeEmail', type: 'text', label: 'Code envoyé à', admin: readOnly },
        { name: 'codePhone', type: 'text', label: 'Et par SMS au', admin: readOnly },
      ],
    },
    hidden('codeHash', 'text'),
    hidden('codeExpiresAt', 'date'),
    hidden('codeTries', 'number'),
  ],
}

/**
 * The evidence of a contract's acceptance (#62): who typed their name and ticked the box, the
 * code's address and time, the server's time, the address and the browser, the SHA-256 of the
 * PDF shown. One per version (a unique index: a second acceptance is the first one answered);
 * nobody edits or deletes it, the database itself refusing (migration `contracts`).
 */
export const ContractAcceptances: CollectionConfig = {
  slug: contractAcceptancesSlug,
  labels: { singular: 'Acceptation de contrat', plural: 'Acceptations de contrats' },
  admin: {
    group: 'Location',
    useAsTitle: 'title',
    defaultColumns: ['title', 'name', 'acceptedAt', 'ip'],
    description: 'La preuve de chaque acceptation, gardée telle quelle.',
  },
  defaultSort: '-acceptedAt',
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'title', type: 'text', label: 'Titre', admin: readOnly },
    {
      type: 'row',
      fields: [
        {
          name: 'contract',
          type: 'relationship',
          relationTo: contractsSlug,
          label: 'Contrat',
          required: true,
          unique: true,
        },
        reservationField,
        { name: 'version', type: 'number', label: 'Version', required: true },
      ],
    },
    { name: 'sha256', type: 'text', label: 'Empreinte SHA-256 acceptée', required: true },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', label: 'Nom saisi', required: true },
        {
          name: 'consent',
          type: 'checkbox',
          label: 'Case « J’ai lu et j’accepte » cochée',
          required: true,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'text', label: 'Code envoyé à', required: true },
        { name: 'phone', type: 'text', label: 'Et par SMS au' },
        dateTimeField({ name: 'codeSentAt', label: 'Code envoyé le', required: true }),
        dateTimeField({
          name: 'acceptedAt',
          label: 'Accepté le (heure du serveur)',
          required: true,
        }),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'ip', type: 'text', label: 'Adresse IP', required: true },
        { name: 'userAgent', type: 'textarea', label: 'Navigateur' },
      ],
    },
  ],
}

/** A reservation with a contract is not deleted: the contract names it (#62). */
const reservationUnderContract: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: contractsSlug,
    where: { reservation: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs)
    throw new APIError(
      'Un contrat de location est préparé pour cette réservation : elle ne peut pas être supprimée. Passez-la « Annulée » ou « Clôturée ».',
      409,
      null,
      true,
    )
}

/**
 * The reservations with the contract's parts (payload.config.ts registers them so): the guard
 * above, the contract's endpoints and its panel on the reservation's screen.
 */
export const contractReservations = withReservationParts({
  beforeDelete: reservationUnderContract,
  endpoints: [contractStateEndpoint, prepareContractEndpoint],
  panel: {
    name: 'contract',
    label: 'Contrat',
    component: '/features/contracts/admin/ContractPanel.client#ContractPanel',
  },
})
