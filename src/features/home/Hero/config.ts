import { ctaFields } from '@/platform/fields/ctaFields'
import { imageField } from '@/platform/fields/image'
import { rowLabelFrom } from '@/platform/fields/rowLabel'
import { sectionGlobal } from '@/platform/fields/sectionGlobal'
import { homepageTabsField } from '@/platform/fields/homepageTabs'

import { HERO_LIVE_COUNTS, heroDefaults } from './defaults'
import { heroDefaultsEn } from './defaults.en'

export const heroGlobal = sectionGlobal({
  section: {
    id: 'hero',
    anchor: 'accueil',
    title: 'Bannière principale',
    description: "En-tête de la page d'accueil",
  },
  label: 'Bannière principale',
  defaults: heroDefaults,
  translations: { en: heroDefaultsEn },
  fields: [
    homepageTabsField('hero'),
    // one row of tabs on this screen, the home page's own (HomepageTabs): the banner's fields
    // below it, its figures folded under them
    {
      name: 'title',
      type: 'text',
      label: 'Titre',
      admin: { description: 'Le premier mot est mis en valeur.' },
    },
    { name: 'subtitle', type: 'text', label: 'Sous-titre' },
    { name: 'description', type: 'textarea', label: 'Description' },
    ctaFields({ showFlag: false }),
    { name: 'quoteButtonText', type: 'text', label: 'Texte du bouton de devis' },
    imageField('image', 'Image de fond', 'Recommandé : 1920×1080 px, 3 Mo maximum.'),
    {
      type: 'collapsible',
      label: 'Chiffres clés, slogan et badge',
      fields: [
        {
          name: 'stats',
          type: 'array',
          label: 'Chiffres clés',
          labels: { singular: 'Chiffre', plural: 'Chiffres' },
          admin: rowLabelFrom('label', 'Chiffre'),
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'value', type: 'text', label: 'Valeur', required: true },
                { name: 'label', type: 'text', label: 'Libellé', required: true },
              ],
            },
            {
              name: 'liveCount',
              type: 'select',
              label: 'Chiffre tenu à jour',
              options: Object.entries(HERO_LIVE_COUNTS).map(([value, label]) => ({ value, label })),
              admin: {
                description:
                  'Choisi, le site affiche ce nombre à la place de la valeur saisie, toujours exact.',
              },
            },
          ],
        },
        { name: 'sloganBanner', type: 'text', label: 'Bandeau du slogan' },
        { name: 'experienceBadge', type: 'text', label: "Badge d'expérience" },
      ],
    },
  ],
})
