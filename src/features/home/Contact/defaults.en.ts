import { SOCIAL_URLS } from '@/lib/company'

import type { contactDefaults } from './defaults'

/** The contact section's defaults in English (#45). */
export const contactDefaultsEn: typeof contactDefaults = {
  isActive: true,
  badgeText: 'Premium Contact',
  title: 'Contact Us',
  description:
    'Tell us about your project: we will reply within 24 hours with a proposal tailored to your needs.',
  showBadge: true,
  // the general settings' details (src/lib/company.ts): none overridden here
  phone: '',
  email: '',
  address: '',
  hours: '',
  showMap: false,
  mapEmbedUrl: '',
  callToAction: 'Request your free quote',
  showSocialLinks: true,
  socialLinks: {
    facebook: SOCIAL_URLS.facebook,
    linkedin: SOCIAL_URLS.linkedin,
    twitter: SOCIAL_URLS.twitter,
  },
}
