import { SOCIAL_URLS } from '@/lib/company'

export const maintenanceDefaults = {
  isActive: false,
  title: 'Site en Maintenance',
  description:
    'Nous effectuons une maintenance programmée pour améliorer votre expérience. Le site sera de nouveau disponible très bientôt.',
  estimatedTime: '2-3 heures',
  progress: 0,
  allowContact: true,
  allowNewsletter: true,
  // the general settings' details (src/lib/company.ts) unless an urgent line is entered
  contactInfo: { phone: '', email: '', address: '' },
  socialMedia: [
    { id: 'maintenance-facebook', platform: 'facebook', url: SOCIAL_URLS.facebook },
    { id: 'maintenance-linkedin', platform: 'linkedin', url: SOCIAL_URLS.linkedin },
    { id: 'maintenance-twitter', platform: 'twitter', url: SOCIAL_URLS.twitter },
  ],
  features: [
    'Amélioration des performances',
    'Nouvelles fonctionnalités',
    'Sécurité renforcée',
    'Interface modernisée',
  ],
  startTime: null,
}
