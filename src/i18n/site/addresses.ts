import * as localePaths from '@/lib/localePaths'
import { OTHER_SITE_LOCALES, type SiteLocale } from '@/lib/locales'
import { isReservedPageSlug, pagePath } from '@/lib/pagePaths'

import { ADDRESS_WORDS } from './dictionaries'

/**
 * src/lib/localePaths.ts with every language's words from the dictionaries, for the server and
 * the edge (the browser's components take the words from `useSiteText`).
 */
export const localizedPath = (href: string, locale: SiteLocale) =>
  localePaths.localizedPath(href, locale, ADDRESS_WORDS)

export const frenchPathOf = (href: string) => localePaths.frenchPathOf(href, ADDRESS_WORDS)

export const languageRoute = (pathname: string) =>
  localePaths.languageRoute(pathname, ADDRESS_WORDS)

/**
 * The site's own page a page's slug would stand in for, or false: a folder of the French site
 * (`/equipements`), or another language's word for one (`/en/news`: a page slugged `news` would
 * never be shown in English, where the edge serves the news there).
 */
export function reservedPageAddress(slug: string): string | false {
  if (isReservedPageSlug(slug)) return pagePath(slug)
  const locale = OTHER_SITE_LOCALES.find((other) =>
    Object.values(ADDRESS_WORDS[other].pages).includes(slug),
  )
  return locale ? `/${locale}/${slug}` : false
}
