import { text } from 'payload/shared'

import { activeField } from '@/platform/fields/active'
import { imageField } from '@/platform/fields/image'
import { requiredWith } from '@/platform/fields/requiredWith'
import { rowLabelFrom } from '@/platform/fields/rowLabel'
import { safeLink } from '@/platform/fields/safeLink'
import { sectionGlobal } from '@/platform/fields/sectionGlobal'
import { sectionHeading } from '@/platform/fields/sectionHeading'
import { addedItemAdmin } from '@/platform/fields/addedItem'
import { tab, tabs } from '@/platform/fields/tabs'
import { frenchOnly } from '@/i18n/frenchOnly'
import { MAX_DISPLAY } from '@/lib/constants'

import { partnersDefaults } from './defaults'
import { partnersDefaultsEn } from './defaults.en'

export const partnersGlobal = sectionGlobal({
  section: {
    id: 'partners',
    anchor: 'partenaires',
    title: 'Partenaires',
    description: 'Carrousel des partenaires',
  },
  label: 'Partenaires',
  defaults: partnersDefaults,
  translations: { en: partnersDefaultsEn },
  fields: [
    tabs(
      tab('Paramètres généraux', [
        ...sectionHeading({ showBadge: true }),
        {
          name: 'maxDisplay',
          type: 'number',
          label: 'Nombre de partenaires à afficher',
          min: MAX_DISPLAY.partners.min,
          max: MAX_DISPLAY.partners.max,
        },
      ]),
      tab('Partenaires', [
        {
          name: 'partners',
          type: 'array',
          label: 'Partenaires',
          labels: { singular: 'Partenaire', plural: 'Partenaires' },
          admin: rowLabelFrom('name', 'Partenaire', undefined, { activeSwitch: true }),
          fields: [
            {
              name: 'name',
              type: 'text',
              label: 'Nom',
              required: true,
              validate: requiredWith(frenchOnly.validation.partnerName, text),
              admin: addedItemAdmin({
                addedTitle: frenchOnly.admin.partnerAdded,
                message: frenchOnly.validation.partnerName,
                requiredFields: ['name'],
              }),
            },
            { name: 'description', type: 'text', label: 'Description' },
            {
              type: 'row',
              fields: [
                imageField('logo', 'Logo'),
                { name: 'website', type: 'text', label: 'Site web', validate: safeLink() },
              ],
            },
            activeField(),
          ],
        },
      ]),
      tab('Aperçu', [
        {
          name: 'partnersPreview',
          type: 'ui',
          admin: {
            components: { Field: '/features/home/admin/PartnersPreview.client#PartnersPreview' },
          },
        },
      ]),
    ),
  ],
})
