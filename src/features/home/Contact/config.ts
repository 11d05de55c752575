import { contactFields, GENERAL_SETTINGS_FALLBACK } from '@/platform/fields/contactFields'
import { safeLink } from '@/platform/fields/safeLink'
import { sectionGlobal } from '@/platform/fields/sectionGlobal'
import { sectionHeading } from '@/platform/fields/sectionHeading'
import { socialLinksField } from '@/platform/fields/socialLinks'
import { tab, tabs } from '@/platform/fields/tabs'
import { homepageTabsField } from '@/platform/fields/homepageTabs'

import { contactDefaults } from './defaults'
import { contactDefaultsEn } from './defaults.en'

export const contactGlobal = sectionGlobal({
  section: {
    id: 'contact',
    anchor: 'contact',
    title: 'Contact',
    description: 'Coordonnées et formulaire de devis',
  },
  label: 'Contact',
  defaults: contactDefaults,
  translations: { en: contactDefaultsEn },
  fields: [
    homepageTabsField('contact'),
    tabs(
      tab('Paramètres généraux', [
        ...sectionHeading({ showBadge: true }),
        { name: 'callToAction', type: 'text', label: "Appel à l'action" },
      ]),
      tab('Coordonnées', [
        contactFields(),
        {
          name: 'hours',
          type: 'text',
          label: "Horaires d'ouverture",
          admin: { description: GENERAL_SETTINGS_FALLBACK },
        },
      ]),
      tab('Carte et réseaux sociaux', [
        {
          type: 'row',
          fields: [
            { name: 'showMap', type: 'checkbox', label: 'Afficher la carte' },
            {
              name: 'mapEmbedUrl',
              type: 'text',
              label: "URL d'intégration de la carte",
              validate: safeLink(),
            },
          ],
        },
        { name: 'showSocialLinks', type: 'checkbox', label: 'Afficher les réseaux sociaux' },
        socialLinksField(),
      ]),
    ),
  ],
})
