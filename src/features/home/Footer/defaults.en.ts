import { COMPANY_NAME, SOCIAL_URLS } from '@/lib/company'

import type { footerDefaults } from './defaults'

const link = (n: number, name: string, href: string) => ({
  id: `link-${n}`,
  name,
  href,
  isActive: true,
})
const service = (n: number, name: string) => ({ id: `service-${n}`, name, isActive: true })

/** The footer's defaults in English (#45): the same links and services, their names translated. */
export const footerDefaultsEn: typeof footerDefaults = {
  isActive: true,
  companyName: COMPANY_NAME,
  companyLogo: 'BK',
  companyLogoImage: null,
  companyDescription:
    'A multi-sector company based in Niger: construction and public works, water engineering, equipment rental and sale, automotive, electronics and general trade.',
  copyrightText: `© 2024 ${COMPANY_NAME}. All rights reserved.`,
  quickLinks: [
    link(1, 'Home', '#accueil'),
    link(2, 'Expertise', '#btp'),
    link(3, 'Rental & Sale', '#location'),
    link(4, 'Trade', '#commerce'),
    link(5, 'News', '#actualites'),
    link(6, 'Contact', '#contact'),
  ],
  services: [
    service(1, 'Road construction'),
    service(2, 'Public & private buildings'),
    service(3, 'Hydraulic structures'),
    service(4, 'Construction equipment rental'),
    service(5, 'Vehicle sales'),
    service(6, 'Import-export'),
  ],
  showContactInfo: true,
  // the general settings' details (src/lib/company.ts): none overridden here
  address: '',
  phone: '',
  email: '',
  showSocialLinks: true,
  socialLinks: {
    facebook: SOCIAL_URLS.facebook,
    linkedin: SOCIAL_URLS.linkedin,
    twitter: SOCIAL_URLS.twitter,
  },
  showLegalLinks: true,
  legalLinks: {
    privacy: 'Privacy Policy',
    terms: 'Terms & Conditions',
    cookies: 'Legal Notice',
  },
}
