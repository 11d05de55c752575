import { contactFields, GENERAL_SETTINGS_FALLBACK } from '@/fields/contactFields'
import { safeLink } from '@/fields/safeLink'
import { sectionGlobal } from '@/fields/sectionGlobal'
import { sectionHeading } from '@/fields/sectionHeading'
import { socialLinksField } from '@/fields/socialLinks'
import { tab, tabs } from '@/fields/tabs'
import { homepageTabsField } from '@/fields/homepageTabs'

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
