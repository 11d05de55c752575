import { COMPANY_ADDRESS_NIAMEY, COMPANY_EMAIL, COMPANY_PHONE, SOCIAL_URLS } from '@/lib/company'

export const contactDefaults = {
  isActive: true,
  badgeText: 'Contact Premium',
  title: 'Contactez-Nous',
  description:
    'Parlez-nous de votre projet : nous vous répondons sous 24 heures avec une proposition adaptée.',
  showBadge: true,
  phone: COMPANY_PHONE,
  email: COMPANY_EMAIL,
  address: COMPANY_ADDRESS_NIAMEY,
  hours: 'Lun-Ven: 8h-18h, Sam: 8h-13h',
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
