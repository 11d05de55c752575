import { SOCIAL_URLS } from '@/lib/company'

export const contactDefaults = {
  isActive: true,
  badgeText: 'Contact Premium',
  title: 'Contactez-Nous',
  description:
    'Parlez-nous de votre projet : nous vous répondons sous 24 heures avec une proposition adaptée.',
  showBadge: true,
  // the general settings' details (src/lib/company.ts): none overridden here
  phone: '',
  email: '',
  address: '',
  hours: '',
  showMap: false,
  mapEmbedUrl: '',
  callToAction: 'Demandez votre devis gratuit',
  showSocialLinks: true,
  socialLinks: {
    facebook: SOCIAL_URLS.facebook,
    linkedin: SOCIAL_URLS.linkedin,
    twitter: SOCIAL_URLS.twitter,
  },
}
