import * as localePaths from '@/lib/localePaths'
import type { SiteLocale } from '@/lib/locales'

import { ADDRESS_WORDS } from './dictionaries'

/**
 * src/lib/localePaths.ts with every language's words from the dictionaries, for the server, the
 * edge and Next's proxy (the browser's components take the words from `useSiteText`).
 */
export const localizedPath = (href: string, locale: SiteLocale) =>
  localePaths.localizedPath(href, locale, ADDRESS_WORDS)

export const frenchPathOf = (href: string) => localePaths.frenchPathOf(href, ADDRESS_WORDS)

export const languageRoute = (pathname: string) =>
  localePaths.languageRoute(pathname, ADDRESS_WORDS)
