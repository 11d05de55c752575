import { COMPANY_NAME, COMPANY_SLOGAN, SOCIAL_URLS } from '@/lib/company'
import { SOCIAL_PLATFORMS } from '@/lib/labels'

const PLATFORM_ICONS = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter',
  linkedin: 'Linkedin',
  youtube: 'Youtube',
} as const

export const topBarDefaults = {
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
    slogan: COMPANY_SLOGAN,
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
      { id: 'nav-accueil', name: 'Accueil', href: '/#accueil', order: 1, isActive: true },
      { id: 'nav-domaines', name: 'Domaines', href: '/#btp', order: 2, isActive: true },
      {
        id: 'nav-location',
        name: 'Location & Vente',
        href: '/#location',
        order: 3,
        isActive: true,
      },
      { id: 'nav-actualites', name: 'Actualités', href: '/#actualites', order: 4, isActive: true },
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
  cta: { text: 'Obtenir un Devis', action: '/#contact', isActive: true },
}
