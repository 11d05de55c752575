import { rowLabelFrom } from '@/platform/fields/rowLabel'
import { sectionGlobal } from '@/platform/fields/sectionGlobal'
import { sectionHeading } from '@/platform/fields/sectionHeading'
import { selectField } from '@/platform/fields/select'
import { tab, tabs } from '@/platform/fields/tabs'
import { VALUE_GRADIENTS, VALUE_ICONS } from '@/lib/labels'

import { valuesDefaults } from './defaults'
import { valuesDefaultsEn } from './defaults.en'

export const valuesGlobal = sectionGlobal({
  section: {
    id: 'values',
    anchor: 'valeurs',
    title: 'Nos valeurs',
    description: 'Valeurs, mission et avantages',
  },
  label: 'Nos valeurs',
  defaults: valuesDefaults,
  translations: { en: valuesDefaultsEn },
  fields: [
    tabs(
      tab('Général', sectionHeading({ showBadge: false })),
      tab('Valeurs', [
        {
          name: 'values',
          type: 'array',
          label: 'Valeurs',
          labels: { singular: 'Valeur', plural: 'Valeurs' },
          admin: rowLabelFrom('title', 'Valeur'),
          fields: [
            { name: 'title', type: 'text', label: 'Titre', required: true },
            { name: 'description', type: 'textarea', label: 'Description' },
            {
              type: 'row',
              fields: [
                selectField('icon', 'Icône', VALUE_ICONS),
                selectField('color', 'Couleur (dégradé)', VALUE_GRADIENTS),
              ],
            },
          ],
        },
      ]),
      tab('Mission et avantages', [
        {
          name: 'mission',
          type: 'group',
          label: 'Mission',
          fields: [
            { name: 'title', type: 'text', label: 'Titre' },
            { name: 'description', type: 'textarea', label: 'Description' },
          ],
        },
        {
          name: 'advantages',
          type: 'array',
          label: 'Avantages',
          labels: { singular: 'Avantage', plural: 'Avantages' },
          admin: rowLabelFrom('title', 'Avantage'),
          fields: [
            { name: 'title', type: 'text', label: 'Titre', required: true },
            { name: 'description', type: 'textarea', label: 'Description' },
            selectField('icon', 'Icône', VALUE_ICONS),
          ],
        },
      ]),
    ),
  ],
})
