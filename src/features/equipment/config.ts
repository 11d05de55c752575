import type { CollectionConfig } from 'payload'
import { select, text } from 'payload/shared'

import { activeOrAdmin } from '@/platform/access/publishedOrAdmin'
import { isAdmin } from '@/platform/access/isAdmin'
import { revalidateCollection } from '@/platform/cache/revalidate'
import { activeField } from '@/platform/fields/active'
import { draftVersions, publicationStatusEnum } from '@/platform/fields/drafts'
import { publicationFlag } from '@/platform/fields/publicationFlag'
import { galleryField, imageField } from '@/platform/fields/image'
import { requiredWith } from '@/platform/fields/requiredWith'
import { offerFields } from '@/platform/fields/offers'
import { selectField } from '@/platform/fields/select'
import { slugField } from '@/platform/fields/slug'
import { trashedSlug } from '@/platform/fields/trashedSlug'
import { redirectFormerAddress, rememberPublishedAddress } from '@/platform/fields/addressRedirects'
import { equipmentPath } from '@/lib/equipmentPath'
import { isForRent } from '@/lib/offers'
import { frenchOnly } from '@/i18n/frenchOnly'
import { DEFAULT_CURRENCY, NAME_MAX_LENGTH } from '@/lib/constants'
import { departmentsSlug, equipmentSlug, equipmentUnitsSlug } from '@/lib/slugs'
import {
  EQUIPMENT_CATEGORIES,
  EQUIPMENT_CATEGORY_LABELS,
  EQUIPMENT_FACT_LABELS,
  EQUIPMENT_SPEC_LABELS,
  EQUIPMENT_STATUS_LABELS,
  EQUIPMENT_STATUSES,
  type EquipmentSpecKey,
} from '@/lib/labels'

import { giveNewMachineUnits } from '@/features/rentals/firstUnits'
import { availableFromUnits } from '@/features/rentals/freeToday'
import { machineInUse } from '@/features/rentals/inUse'
import { DEPOSIT_AMOUNT_MAX } from '@/features/yard/labels'

import { snapshotAfterChange, snapshotAfterDelete } from './rentalSnapshots.config'
import { statusCell, yesNoCell } from '@/platform/fields/listCells'

const { afterChange, afterDelete } = revalidateCollection(equipmentSlug)

const specText = (name: EquipmentSpecKey) => ({
  name,
  type: 'text' as const,
  label: EQUIPMENT_SPEC_LABELS[name],
  maxLength: 200,
})

export const Equipment: CollectionConfig = {
  slug: equipmentSlug,
  labels: { singular: 'Équipement', plural: 'Équipements' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'status', 'price', 'salePrice', 'available', 'isActive'],
    group: 'Contenu',
  },
  defaultSort: 'order',
  // a machine is edited as a draft while visitors keep the published one; « Actif » follows it
  versions: draftVersions(20),
  trash: true,
  access: { read: activeOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeOperation: [publicationFlag('isActive')],
    beforeChange: [trashedSlug, rememberPublishedAddress],
    afterChange: [
      afterChange,
      snapshotAfterChange,
      redirectFormerAddress(equipmentPath),
      giveNewMachineUnits,
    ],
    beforeDelete: [machineInUse],
    afterDelete: [afterDelete, snapshotAfterDelete],
    afterRead: [availableFromUnits],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: 'Nom',
      required: true,
      localized: true,
      maxLength: NAME_MAX_LENGTH,
      validate: requiredWith(frenchOnly.validation.requiredFields, text),
    },
    slugField('name'),
    {
      name: 'description',
      type: 'textarea',
      label: 'Description',
      localized: true,
      maxLength: 5000,
    },
    {
      type: 'row',
      fields: [
        {
          ...selectField('category', 'Catégorie', EQUIPMENT_CATEGORIES, EQUIPMENT_CATEGORY_LABELS),
          required: true,
          validate: requiredWith(frenchOnly.validation.requiredFields, select),
          defaultValue: 'BTP',
        },
        {
          ...statusCell(
            selectField('status', 'Statut', EQUIPMENT_STATUSES, EQUIPMENT_STATUS_LABELS),
            {
              positive: ['available'],
              warning: ['maintenance'],
            },
          ),
          required: true,
          validate: requiredWith(frenchOnly.validation.requiredFields, select),
          defaultValue: 'available',
        },
      ],
    },
    ...offerFields,
    {
      type: 'row',
      fields: [
        {
          name: 'currency',
          type: 'select',
          label: 'Devise',
          defaultValue: DEFAULT_CURRENCY,
          options: [{ value: DEFAULT_CURRENCY, label: 'FCFA (XOF)' }],
        },
        {
          name: 'available',
          type: 'number',
          label: 'Unités disponibles',
          min: 0,
          max: 100_000,
          custom: { integer: true },
          defaultValue: 1,
          // a machine for rent's count is its units free today (rentals/freeToday.ts): typed once,
          // when it is created (its first units), then only for a machine only for sale (its stock)
          access: { update: ({ data, doc }) => !isForRent({ ...doc, ...data }) },
          admin: {
            description:
              'En location : les unités en service libres aujourd’hui, calculées (une machine créée reçoit ce nombre d’unités). En vente seule : le stock.',
          },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Parc et réservations',
      admin: { initCollapsed: false },
      fields: [
        {
          name: 'department',
          type: 'relationship',
          relationTo: departmentsSlug,
          label: 'Département',
          admin: { description: 'Le département qui gère ces engins : un filtre du planning.' },
        },
        {
          name: 'units',
          type: 'join',
          collection: equipmentUnitsSlug,
          on: 'equipment',
          label: 'Unités',
          admin: {
            defaultColumns: ['fleetNumber', 'serial', 'state', 'hourMeter'],
            description:
              'Chaque engin du parc : seules les unités « En service » se louent. « Unités disponibles » est le nombre d’unités libres aujourd’hui.',
          },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'bufferBefore',
              type: 'number',
              label: 'Jours de préparation avant',
              min: 0,
              max: 30,
              defaultValue: 0,
              custom: { integer: true },
            },
            {
              name: 'bufferAfter',
              type: 'number',
              label: 'Jours de préparation après',
              min: 0,
              max: 30,
              defaultValue: 1,
              custom: { integer: true },
            },
            {
              name: 'serviceIntervalHours',
              type: 'number',
              label: 'Révision toutes les (heures)',
              min: 1,
              max: 100_000,
              custom: { integer: true },
              admin: {
                description:
                  'Vide : pas d’alerte. Une unité dont le compteur a tourné autant depuis sa dernière révision est signalée au planning et au tableau de bord.',
              },
            },
          ],
        },
        {
          name: 'deposit',
          type: 'number',
          label: 'Caution par unité (FCFA)',
          min: 0,
          max: DEPOSIT_AMOUNT_MAX,
          custom: { integer: true },
          admin: {
            description:
              'Vide : celle de sa catégorie (Paramètres généraux → Parc : sorties et retours) ; 0 : pas de caution.',
          },
        },
      ],
    },
    {
      name: 'location',
      type: 'text',
      label: EQUIPMENT_FACT_LABELS.location,
      maxLength: 200,
      defaultValue: 'Niamey, Niger',
    },
    {
      name: 'images',
      type: 'group',
      label: 'Images',
      fields: [
        imageField('main', 'Image principale', 'Recommandé : 800×600 px, 2 Mo maximum.'),
        imageField('thumbnail', 'Miniature', 'Recommandé : 300×300 px, 1 Mo maximum.'),
        galleryField('gallery', 'Galerie', 30),
      ],
    },
    {
      name: 'specifications',
      type: 'group',
      label: 'Spécifications techniques',
      fields: [
        {
          type: 'row',
          fields: [
            specText('brand'),
            specText('model'),
            {
              name: 'year',
              type: 'number',
              label: EQUIPMENT_SPEC_LABELS.year,
              min: 1950,
              max: 2100,
              custom: { integer: true },
            },
          ],
        },
        {
          type: 'row',
          fields: [specText('hours'), specText('power'), specText('capacity')],
        },
        {
          type: 'row',
          fields: [specText('fuel'), specText('transmission'), specText('weight')],
        },
      ],
    },
    {
      name: 'tags',
      type: 'text',
      hasMany: true,
      maxRows: 50,
      label: 'Caractéristiques (mots-clés)',
      localized: true,
    },
    {
      name: 'isFeatured',
      type: 'checkbox',
      label: 'En vedette',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    // set by « Publier » and « Annuler la publication » (src/platform/fields/publicationFlag.ts): a list
    // column, not a box of the form
    yesNoCell({ ...activeField('Actif'), admin: { components: { Field: false } } }),
    publicationStatusEnum('enum_equipment_publication'),
    {
      name: 'order',
      type: 'number',
      label: "Ordre d'affichage",
      min: -100_000,
      max: 100_000,
      custom: { integer: true },
      defaultValue: 0,
      admin: { position: 'sidebar' },
    },
  ],
}
