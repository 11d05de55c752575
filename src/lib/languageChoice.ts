import { DEFAULT_SITE_LOCALE, isSiteLocale, type SiteLocale } from '@/lib/locales'

/**
 * The language a visitor chose with the switcher (#45), remembered a year. Only this choice
 * ever sends a visitor to another language: their browser's languages never do (search engines
 * and shared links must see the page asked for).
 */
const LANGUAGE_COOKIE = 'langue'
const ONE_YEAR_S = 365 * 24 * 3600

export const languageCookie = (locale: SiteLocale) =>
  `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`

/** The language remembered in a Cookie header, if it is one of the site's other languages. */
export function chosenLanguage(cookieHeader: string | undefined): SiteLocale | null {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1]
  return isSiteLocale(value) && value !== DEFAULT_SITE_LOCALE ? value : null
}
