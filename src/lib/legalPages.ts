/**
 * The three legal pages: the key of their content in the `legal-pages` global and their address
 * (footer links, sitemap, metadata). Their built-in titles and descriptions are in the site's
 * dictionaries (`legalPages`).
 */
export const LEGAL_PAGES = [
  { key: 'privacy', path: '/politique-de-confidentialite' },
  { key: 'terms', path: '/conditions-generales' },
  { key: 'notice', path: '/mentions-legales' },
] as const

export type LegalPageKey = (typeof LEGAL_PAGES)[number]['key']

/** A legal page's French address. */
export const legalPagePath = (key: LegalPageKey) =>
  LEGAL_PAGES.find((page) => page.key === key)!.path
