import { COMPANY_NAME, SOCIAL_URLS } from '@/lib/company'
import { SOCIAL_PLATFORMS } from '@/lib/labels'

import type { topBarDefaults } from './defaults'

const PLATFORM_ICONS = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter',
  linkedin: 'Linkedin',
  youtube: 'Youtube',
} as const

/** The top bar's defaults in English (#45): the same networks, logo and links. */
export const topBarDefaultsEn: typeof topBarDefaults = {
  // the general settings' details (src/lib/company.ts): none overridden here
  contact: { phone: '', email: '', address: '' },
  socialMedia: SOCIAL_PLATFORMS.map((platform) => ({
    id: `social-${platform}`,
    platform,
    url: SOCIAL_URLS[platform],
    isActive: true,
    icon: PLATFORM_ICONS[platform],
  })),
  branding: {
    companyName: COMPANY_NAME,
    slogan: 'Get used to paying less',
    logoType: 'text',
    logoLetter: 'BK',
    logoImage: null,
    logoColors: { primary: '#2563eb', secondary: '#1d4ed8' },
    logoBackground: 'gradient',
    logoBackgroundColor: '#2563eb',
    logoBackgroundGradient: { from: '#2563eb', to: '#1d4ed8' },
  },
  navigation: {
    items: [
      { id: 'nav-accueil', name: 'Home', href: '/#accueil', order: 1, isActive: true },
      { id: 'nav-domaines', name: 'Expertise', href: '/#btp', order: 2, isActive: true },
      { id: 'nav-location', name: 'Rental & Sale', href: '/#location', order: 3, isActive: true },
      { id: 'nav-actualites', name: 'News', href: '/#actualites', order: 4, isActive: true },
      { id: 'nav-contact', name: 'Contact', href: '/#contact', order: 5, isActive: true },
    ],
  },
  display: {
    showPhone: true,
    showEmail: true,
    showAddress: true,
    showSocialMedia: true,
    showSocialLabel: true,
  },
  cta: { text: 'Get a Quote', action: '/#contact', isActive: true },
}
