import { ctaFields } from '@/platform/fields/ctaFields'
import { sectionGlobal } from '@/platform/fields/sectionGlobal'
import { sectionHeading } from '@/platform/fields/sectionHeading'

import { departmentsSectionDefaults } from './defaults'
import { departmentsSectionDefaultsEn } from './defaults.en'

export const departmentsGlobal = sectionGlobal({
  section: {
    id: 'departments',
    anchor: 'btp',
    title: 'Départements',
    description: 'Les domaines d’activité de l’entreprise',
  },
  label: 'Départements',
  defaults: departmentsSectionDefaults,
  translations: { en: departmentsSectionDefaultsEn },
  fields: [
    {
      name: 'departmentTabs',
      type: 'ui',
      admin: {
        components: {
          Field: {
            path: '/features/departments/admin/DepartmentTabs#DepartmentTabs',
            clientProps: { current: 'section' },
          },
        },
      },
    },
    ...sectionHeading({ showBadge: true }),
    {
      type: 'row',
      fields: [
        { name: 'subtitle', type: 'text', label: 'Sous-titre' },
        { name: 'showSubtitle', type: 'checkbox', label: 'Afficher le sous-titre' },
        { name: 'showDescription', type: 'checkbox', label: 'Afficher la description' },
      ],
    },
    ctaFields({ showFlag: true }),
  ],
})
