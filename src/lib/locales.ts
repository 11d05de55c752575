/**
 * The public site's languages (#45), French first and by default, with their names in the back
 * office (which stays in French): the one list that the dictionaries' registry, the forms and the
 * language stored with a request or a subscriber read. A language is one line here.
 */
export const SITE_LANGUAGES = { fr: 'Français', en: 'Anglais' } as const

export type SiteLocale = keyof typeof SITE_LANGUAGES
export const SITE_LOCALES = Object.keys(SITE_LANGUAGES) as [SiteLocale, ...SiteLocale[]]
export const DEFAULT_SITE_LOCALE = 'fr' satisfies SiteLocale
/**
 * The languages whose pages live under /<locale> (src/lib/localePaths.ts, src/platform/frontServer/languageAddresses.ts: their
 * codes are two letters, ISO 639-1).
 */
export type OtherSiteLocale = Exclude<SiteLocale, typeof DEFAULT_SITE_LOCALE>
export const OTHER_SITE_LOCALES = SITE_LOCALES.filter(
  (locale): locale is OtherSiteLocale => locale !== DEFAULT_SITE_LOCALE,
)

export const isSiteLocale = (value: unknown): value is SiteLocale =>
  typeof value === 'string' && Object.hasOwn(SITE_LANGUAGES, value)

/** A stored language as the site speaks it: French for none or one it no longer has. */
export const siteLocaleOf = (value: unknown): SiteLocale =>
  isSiteLocale(value) ? value : DEFAULT_SITE_LOCALE
