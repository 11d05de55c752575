import { contactFields } from '@/platform/fields/contactFields'
import { contentGlobal, SETTINGS_GROUP } from '@/platform/fields/sectionGlobal'
import { socialMediaField } from '@/platform/fields/socialLinks'
import { frenchOnly } from '@/i18n/frenchOnly'
import { maintenanceSlug } from '@/lib/slugs'

import { maintenanceDefaults } from './defaults'
import { maintenanceDefaultsEn } from './defaults.en'
import { dateTimeField } from '@/platform/fields/dateTime'

export const Maintenance = contentGlobal({
  slug: maintenanceSlug,
  interfaceName: 'Maintenance',
  label: 'Mode maintenance',
  group: SETTINGS_GROUP,
  defaults: maintenanceDefaults,
  translations: { en: maintenanceDefaultsEn },
  fields: [
    {
      name: 'isActive',
      type: 'checkbox',
      label: 'Maintenance active',
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Démarrez ou arrêtez la maintenance avec les boutons ci-dessous.',
      },
    },
    {
      name: 'controls',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: {
          Field: '/features/maintenance/admin/MaintenanceControls.client#MaintenanceControls',
        },
      },
    },
    { name: 'title', type: 'text', label: 'Titre' },
    { name: 'description', type: 'textarea', label: 'Description' },
    {
      type: 'row',
      fields: [
        { name: 'estimatedTime', type: 'text', label: 'Durée estimée' },
        {
          name: 'progress',
          type: 'number',
          label: 'Progression (%)',
          min: 0,
          max: 100,
          validate: (value: number | null | undefined) =>
            value === null || value === undefined || (value >= 0 && value <= 100)
              ? true
              : frenchOnly.validation.progressRange,
        },
        dateTimeField({ name: 'startTime', label: 'Début' }),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'allowContact', type: 'checkbox', label: 'Afficher le contact urgent' },
        { name: 'allowNewsletter', type: 'checkbox', label: 'Afficher la newsletter' },
      ],
    },
    { name: 'contactInfo', type: 'group', label: 'Contact urgent', fields: [contactFields()] },
    socialMediaField(),
    { name: 'features', type: 'text', hasMany: true, label: 'Améliorations en cours' },
  ],
})
