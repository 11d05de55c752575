import { maintenanceDefaults } from './defaults'

/** The maintenance page's defaults in English (#59): the French ones' shape, links and contacts. */
export const maintenanceDefaultsEn: typeof maintenanceDefaults = {
  ...maintenanceDefaults,
  title: 'Site under maintenance',
  description:
    'We are carrying out scheduled maintenance to improve your experience. The site will be available again very soon.',
  estimatedTime: '2-3 hours',
  features: ['Better performance', 'New features', 'Stronger security', 'A modernised interface'],
}
