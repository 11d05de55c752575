/**
 * The three legal pages: the key of their content in the `legal-pages` global, their address,
 * their built-in title and their description (footer links, sitemap, metadata).
 */
export const LEGAL_PAGES = [
  {
    key: 'privacy',
    path: '/politique-de-confidentialite',
    title: 'Politique de confidentialité',
    description:
      'Quelles données le site recueille, pourquoi, combien de temps et comment exercer vos droits.',
  },
  {
    key: 'terms',
    path: '/conditions-generales',
    title: 'Conditions générales',
    description: 'Les conditions des devis, prestations, locations et ventes de BK Multiservices.',
  },
  {
    key: 'notice',
    path: '/mentions-legales',
    title: 'Mentions légales',
    description: 'L’éditeur du site, la propriété intellectuelle et la responsabilité.',
  },
] as const

export type LegalPageKey = (typeof LEGAL_PAGES)[number]['key']

export const legalPage = (key: LegalPageKey) => LEGAL_PAGES.find((page) => page.key === key)!
