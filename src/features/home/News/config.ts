import { sectionGlobal } from '@/platform/fields/sectionGlobal'
import { sectionHeading } from '@/platform/fields/sectionHeading'
import { MAX_DISPLAY } from '@/lib/constants'

import { newsSectionDefaults } from './defaults'
import { newsSectionDefaultsEn } from './defaults.en'

export const newsGlobal = sectionGlobal({
  section: {
    id: 'news',
    anchor: 'actualites',
    title: 'Actualités',
    description: 'Les dernières actualités',
  },
  label: 'Actualités',
  defaults: newsSectionDefaults,
  translations: { en: newsSectionDefaultsEn },
  fields: [
    {
      name: 'newsTabs',
      type: 'ui',
      admin: {
        components: {
          Field: {
            path: '/features/home/admin/NewsTabs#NewsTabs',
            clientProps: { current: 'settings' },
          },
        },
      },
    },
    ...sectionHeading({ showBadge: true }),
    {
      name: 'maxDisplay',
      type: 'number',
      label: "Nombre d'articles affichés",
      min: MAX_DISPLAY.news.min,
      max: MAX_DISPLAY.news.max,
    },
  ],
})
