import { COMPANY_DESCRIPTION, COMPANY_NAME, SOCIAL_URLS } from '@/lib/company'

const link = (n: number, name: string, href: string) => ({
  id: `link-${n}`,
  name,
  href,
  isActive: true,
})
const service = (n: number, name: string) => ({ id: `service-${n}`, name, isActive: true })

export const footerDefaults = {
  isActive: true,
  companyName: COMPANY_NAME,
  companyLogo: 'BK',
  companyLogoImage: null,
  companyDescription: COMPANY_DESCRIPTION,
  copyrightText: `© 2024 ${COMPANY_NAME}. Tous droits réservés.`,
  quickLinks: [
    link(1, 'Accueil', '#accueil'),
    link(2, 'Domaines', '#btp'),
    link(3, 'Location & Vente', '#location'),
    link(4, 'Commerce', '#commerce'),
    link(5, 'Actualités', '#actualites'),
    link(6, 'Contact', '#contact'),
  ],
  services: [
    service(1, 'Construction de routes'),
    service(2, 'Bâtiments publics & privés'),
    service(3, 'Ouvrages hydrauliques'),
    service(4, 'Location engins BTP'),
    service(5, 'Vente véhicules'),
    service(6, 'Import-Export'),
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
    privacy: 'Politique de Confidentialité',
    terms: 'CGV',
    cookies: 'Mentions Légales',
  },
}
