/**
 * The three legal pages: the key of their content in the `legal-pages` global, their address and
 * their built-in title (footer links, sitemap, metadata).
 */
export const LEGAL_PAGES = [
  { key: 'privacy', path: '/politique-de-confidentialite', title: 'Politique de confidentialité' },
  { key: 'terms', path: '/conditions-generales', title: 'Conditions générales' },
  { key: 'notice', path: '/mentions-legales', title: 'Mentions légales' },
] as const

export type LegalPageKey = (typeof LEGAL_PAGES)[number]['key']

export const legalPage = (key: LegalPageKey) => LEGAL_PAGES.find((page) => page.key === key)!
