import { FRENCH_ONLY_PAGES, TWINNED_PAGES } from './localePaths'
import { OTHER_SITE_LOCALES } from './locales'

/** A page built from blocks (#44) lives at the site's root: /<slug>. */
export const pagePath = (slug: string) => `/${slug}`

/**
 * What a page's slug may not be: the site's own routes at its root (src/app), the folders the
 * edge and Next serve there, and the addresses kept for what comes next. A slug is slugified
 * (a-z, 0-9, -), so names with a dot (sw.js, robots.txt) can never be one.
 * `pages.int` checks that every folder of src/app/(frontend) and public/ is listed.
 */
export const RESERVED_PAGE_SLUGS: readonly string[] = [
  // the French site's pages (a file name with a dot, catalogue.pdf, can never be a slug)
  ...TWINNED_PAGES.filter((page) => !page.includes('.')),
  ...FRENCH_ONLY_PAGES,
  // the edge's and Next's folders of public/
  'icons',
  'images',
  // the other languages' sites (/en, src/app/(languages)/[first])
  ...OTHER_SITE_LOCALES,
]

export const isReservedPageSlug = (slug: string) => RESERVED_PAGE_SLUGS.includes(slug)
