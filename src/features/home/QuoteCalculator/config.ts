import { number, text } from 'payload/shared'

import { activeField } from '@/platform/fields/active'
import { positiveWith, requiredWith } from '@/platform/fields/requiredWith'
import { rowLabelFrom } from '@/platform/fields/rowLabel'
import { sectionGlobal } from '@/platform/fields/sectionGlobal'
import { sectionHeading } from '@/platform/fields/sectionHeading'
import { selectField } from '@/platform/fields/select'
import { addedItemAdmin } from '@/platform/fields/addedItem'
import { tab, tabs } from '@/platform/fields/tabs'
import { frenchOnly } from '@/i18n/frenchOnly'
import { CALCULATOR_CATEGORIES } from '@/lib/labels'
import { equipmentSlug } from '@/lib/slugs'

import { quoteCalculatorDefaults } from './defaults'
import { quoteCalculatorDefaultsEn } from './defaults.en'
import { machineRatesAfterRead, machineRatesBeforeValidate } from '../machineRows'

const price = (name: string, label: string, required = false) => ({
  name,
  type: 'number' as const,
  label,
  min: 0,
  required,
  admin: { step: 1000 },
})

/** Whether a row shows its own prices: typed by the team, not read from a machine of the fleet. */
const ownRates = (row: { machine?: unknown; ownRates?: boolean | null } | undefined) =>
  !row?.machine || Boolean(row.ownRates)

export const quoteCalculatorGlobal = sectionGlobal({
  section: {
    id: 'quote-calculator',
    anchor: 'location',
    title: 'Calculateur de devis',
    description: 'Estimation des prix de location',
  },
  label: 'Calculateur de devis',
  defaults: quoteCalculatorDefaults,
  translations: { en: quoteCalculatorDefaultsEn },
  hooks: { beforeValidate: [machineRatesBeforeValidate], afterRead: [machineRatesAfterRead] },
  fields: [
    tabs(
      tab('Général', sectionHeading({ showBadge: true })),
      tab('Calculateur', [
        {
          type: 'row',
          fields: [
            { name: 'showCalculator', type: 'checkbox', label: 'Afficher le calculateur' },
            { name: 'calculatorTitle', type: 'text', label: 'Titre du calculateur' },
          ],
        },
      ]),
      tab('Informations', [
        {
          type: 'row',
          fields: [
            { name: 'showEstimatedTime', type: 'checkbox', label: 'Afficher le délai' },
            { name: 'estimatedTime', type: 'text', label: 'Délai estimé' },
          ],
        },
        {
          name: 'showContactInfo',
          type: 'checkbox',
          label: 'Afficher les informations de contact',
        },
        { name: 'contactInfo', type: 'textarea', label: 'Informations de contact' },
      ]),
      tab('Grille tarifaire', [
        {
          name: 'equipments',
          type: 'array',
          label: 'Grille tarifaire (FCFA)',
          labels: { singular: 'Équipement', plural: 'Équipements' },
          admin: rowLabelFrom('name', 'Équipement'),
          fields: [
            {
              type: 'row',
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
                    // a machine of the fleet brings its own daily price
                    requiredFields: ['name', 'daily|machine'],
                  }),
                },
                selectField('category', 'Catégorie', CALCULATOR_CATEGORIES),
              ],
            },
            { name: 'description', type: 'text', label: 'Description' },
            {
              type: 'row',
              fields: [
                {
                  name: 'machine',
                  type: 'relationship',
                  relationTo: equipmentSlug,
                  label: 'Engin du parc',
                  admin: {
                    description:
                      'Ses prix par jour, semaine et mois sont ceux de l’engin (Équipements), les mêmes que sur sa page et dans les devis.',
                  },
                },
                {
                  name: 'ownRates',
                  type: 'checkbox',
                  label: 'Tarifs propres à ce calculateur',
                  admin: {
                    condition: (_, siblingData) => Boolean(siblingData?.machine),
                    description: 'Cochée : les prix saisis ci-dessous au lieu de ceux de l’engin.',
                  },
                },
              ],
            },
            {
              type: 'row',
              admin: { condition: (_, siblingData) => ownRates(siblingData) },
              fields: [
                {
                  ...price('daily', 'Prix par jour', true),
                  validate: positiveWith(frenchOnly.validation.requiredFields, number),
                },
                price('weekly', 'Prix par semaine'),
                price('monthly', 'Prix par mois'),
              ],
            },
            activeField(),
          ],
        },
      ]),
    ),
  ],
})
