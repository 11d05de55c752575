import { sectionGlobal } from '@/platform/fields/sectionGlobal'
import { sectionHeading } from '@/platform/fields/sectionHeading'
import { tab, tabs } from '@/platform/fields/tabs'

import { newsletterDefaults } from './defaults'
import { newsletterDefaultsEn } from './defaults.en'

export const newsletterGlobal = sectionGlobal({
  section: {
    id: 'newsletter',
    anchor: 'newsletter',
    title: 'Newsletter',
    description: 'Inscription à la newsletter',
  },
  label: 'Newsletter',
  defaults: newsletterDefaults,
  translations: { en: newsletterDefaultsEn },
  fields: [
    tabs(
      tab('Général', sectionHeading({ showBadge: true })),
      tab('Formulaire', [
        {
          type: 'row',
          fields: [
            { name: 'placeholderText', type: 'text', label: 'Texte indicatif du champ' },
            { name: 'buttonText', type: 'text', label: 'Texte du bouton' },
          ],
        },
        { name: 'successMessage', type: 'text', label: 'Message de succès' },
        {
          name: 'showPrivacyText',
          type: 'checkbox',
          label: 'Afficher le texte de confidentialité',
        },
        { name: 'privacyText', type: 'textarea', label: 'Texte de confidentialité' },
      ]),
    ),
  ],
})
