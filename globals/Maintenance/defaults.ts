import { COMPANY_ADDRESS_NIAMEY, COMPANY_EMAIL, COMPANY_PHONE, SOCIAL_URLS } from '@/lib/company'

export const maintenanceDefaults = {
  isActive: false,
  title: 'Site en Maintenance',
  description:
    'Nous effectuons une maintenance programmée pour améliorer votre expérience. Le site sera de nouveau disponible très bientôt.',
  estimatedTime: '2-3 heures',
  progress: 0,
  allowContact: true,
  allowNewsletter: true,
  contactInfo: {
    phone: COMPANY_PHONE,
    email: COMPANY_EMAIL,
    address: COMPANY_ADDRESS_NIAMEY,
  },
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
