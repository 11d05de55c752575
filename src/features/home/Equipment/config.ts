import { select, text, textarea } from 'payload/shared'

import { activeField } from '@/platform/fields/active'
import { ctaFields } from '@/platform/fields/ctaFields'
import { galleryField, imageField } from '@/platform/fields/image'
import { protectedRows } from '@/platform/fields/protectedRows'
import { requiredWith } from '@/platform/fields/requiredWith'
import { rowLabelFrom } from '@/platform/fields/rowLabel'
import { safeLink } from '@/platform/fields/safeLink'
import { sectionGlobal } from '@/platform/fields/sectionGlobal'
import { sectionHeading } from '@/platform/fields/sectionHeading'
import { selectField } from '@/platform/fields/select'
import { addedItemAdmin } from '@/platform/fields/addedItem'
import { tab, tabs } from '@/platform/fields/tabs'
import { frenchOnly } from '@/i18n/frenchOnly'
import { MAX_DISPLAY } from '@/lib/constants'
import { SERVICE_ICONS } from '@/lib/labels'
import { equipmentSlug } from '@/lib/slugs'

import {
  equipmentSectionDefaults,
  FEATURED_EQUIPMENT_CATEGORIES,
  FEATURED_SOURCES,
} from './defaults'
import { equipmentSectionDefaultsEn } from './defaults.en'

const fromList = {
  condition: (data: { featuredSource?: string | null }) => data.featuredSource === 'list',
}

export const equipmentGlobal = sectionGlobal({
  section: {
    id: 'equipment',
    anchor: 'location',
    innerAnchors: ['services'],
    title: 'Équipements',
    description: 'Catégories, équipements en vedette et services',
  },
  // the machines themselves are the collection « Équipements »: this is the home page's section
  label: 'Section Équipements (accueil)',
  defaults: equipmentSectionDefaults,
  translations: { en: equipmentSectionDefaultsEn },
  fields: [
    tabs(
      tab('Paramètres généraux', [
        ...sectionHeading({ showBadge: true }),
        ctaFields({ showFlag: true }),
        {
          name: 'maxDisplay',
          type: 'number',
          label: "Nombre d'équipements affichés",
          min: MAX_DISPLAY.equipment.min,
          max: MAX_DISPLAY.equipment.max,
        },
        {
          type: 'row',
          fields: [
            { name: 'showCategoriesSection', type: 'checkbox', label: 'Afficher les catégories' },
            {
              name: 'showFeaturedSection',
              type: 'checkbox',
              label: 'Afficher les équipements en vedette',
            },
            { name: 'showServicesSection', type: 'checkbox', label: 'Afficher les services' },
          ],
        },
        { name: 'featuredTitle', type: 'text', label: 'Titre des équipements en vedette' },
        {
          name: 'featuredDescription',
          type: 'textarea',
          label: 'Description des équipements en vedette',
        },
      ]),
      tab('Catégories', [
        {
          name: 'categories',
          type: 'array',
          label: 'Catégories',
          labels: { singular: 'Catégorie', plural: 'Catégories' },
          ...protectedRows('equipmentCategory', 'title', 'Catégorie'),
          fields: [
            {
              name: 'title',
              type: 'text',
              label: 'Titre',
              required: true,
              admin: addedItemAdmin({
                addedTitle: frenchOnly.admin.categoryAdded,
                message: frenchOnly.validation.requiredFields,
                requiredFields: ['title'],
              }),
            },
            { name: 'description', type: 'textarea', label: 'Description' },
            imageField('image', 'Image', 'Recommandé : 400×300 px.'),
            {
              type: 'row',
              fields: [
                { name: 'badge', type: 'text', label: 'Badge' },
                { name: 'link', type: 'text', label: 'Lien', validate: safeLink() },
              ],
            },
            activeField(),
          ],
        },
      ]),
      tab('Services', [
        {
          name: 'services',
          type: 'array',
          label: 'Services',
          labels: { singular: 'Service', plural: 'Services' },
          admin: rowLabelFrom('title', 'Service'),
          fields: [
            {
              name: 'title',
              type: 'text',
              label: 'Titre',
              required: true,
              admin: addedItemAdmin({
                addedTitle: frenchOnly.admin.serviceAdded,
                message: frenchOnly.validation.requiredFields,
                requiredFields: ['title'],
              }),
            },
            { name: 'description', type: 'textarea', label: 'Description' },
            selectField('icon', 'Icône', SERVICE_ICONS),
            activeField(),
          ],
        },
      ]),
      tab('Équipements en vedette', [
        {
          name: 'featuredSource',
          type: 'radio',
          label: 'Équipements montrés sur l’accueil',
          defaultValue: equipmentSectionDefaults.featuredSource,
          options: Object.entries(FEATURED_SOURCES).map(([value, label]) => ({ value, label })),
        },
        {
          name: 'featuredMachines',
          type: 'relationship',
          relationTo: equipmentSlug,
          hasMany: true,
          label: 'Équipements du parc, dans l’ordre d’affichage',
          filterOptions: { isActive: { equals: true } },
          admin: {
            isSortable: true,
            condition: (data) => data.featuredSource !== 'list',
            description:
              'Leur nom, photo, catégorie, statut et prix viennent de leur fiche. Laissé vide : les équipements marqués « En vedette » dans le parc, dans leur ordre.',
          },
        },
        {
          name: 'featuredEquipments',
          type: 'array',
          label: 'Équipements en vedette',
          labels: { singular: 'Équipement', plural: 'Équipements' },
          admin: { ...rowLabelFrom('name', 'Équipement'), ...fromList },
          fields: [
            {
              name: 'name',
              type: 'text',
              label: 'Nom',
              required: true,
              validate: requiredWith(frenchOnly.validation.requiredFields, text),
              admin: addedItemAdmin({
                addedTitle: frenchOnly.admin.equipmentAdded,
                message: frenchOnly.validation.requiredFields,
                requiredFields: ['name', 'description', 'category', 'price'],
              }),
            },
            {
              name: 'description',
              type: 'textarea',
              label: 'Description',
              required: true,
              validate: requiredWith(frenchOnly.validation.requiredFields, textarea),
            },
            {
              type: 'row',
              fields: [
                {
                  ...selectField('category', 'Catégorie', FEATURED_EQUIPMENT_CATEGORIES),
                  required: true,
                  validate: requiredWith(frenchOnly.validation.requiredFields, select),
                },
                {
                  name: 'price',
                  type: 'text',
                  label: 'Prix',
                  required: true,
                  validate: requiredWith(frenchOnly.validation.requiredFields, text),
                  admin: { description: 'Texte libre, par exemple « 85 000 FCFA/jour ».' },
                },
                { name: 'available', type: 'checkbox', label: 'Disponible', defaultValue: true },
              ],
            },
            {
              type: 'row',
              fields: [
                imageField('image', 'Image', 'Recommandé : 800×600 px, 2 Mo maximum.'),
                imageField('thumbnail', 'Miniature', 'Recommandé : 300×300 px, 1 Mo maximum.'),
              ],
            },
            galleryField('gallery', 'Galerie'),
            { name: 'specifications', type: 'text', hasMany: true, label: 'Spécifications' },
            activeField(),
          ],
        },
      ]),
    ),
  ],
})
