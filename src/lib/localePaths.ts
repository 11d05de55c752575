import { DEFAULT_SITE_LOCALE, isSiteLocale, type OtherSiteLocale, type SiteLocale } from './locales'

/**
 * The French addresses' first parts that every other language's site has (its pages:
 * src/app/(languages)/[first]). A page built from blocks keeps its slug (/en/<slug>); an address
 * missing here (the preview) stays French.
 */
export const TWINNED_PAGES = [
  'actualites',
  'catalogue',
  'catalogue.pdf',
  'conditions-generales',
  'departement',
  'departements',
  'devis',
  'equipements',
  'hors-ligne',
  'introuvable',
  'maintenance',
  'mentions-legales',
  'merci',
  'newsletter',
  'politique-de-confidentialite',
  'realisations',
  'recherche',
  'services',
] as const

/**
 * A language's words for the site's addresses (#45), in its dictionary (`addresses`): the first
 * part of each twinned page, and the newsletter's unsubscribe page's second part.
 */
export type AddressWords = {
  pages: Record<(typeof TWINNED_PAGES)[number], string>
  unsubscribe: string
}

/** Every language's words, the French ones being the addresses themselves. */
export type SiteAddressWords = Record<SiteLocale, AddressWords>

/** The newsletter's unsubscribe page's second part (the only one the browser's code needs). */
const FRENCH_UNSUBSCRIBE = 'desinscription'

export const FRENCH_ADDRESS_WORDS: AddressWords = {
  pages: Object.fromEntries(TWINNED_PAGES.map((page) => [page, page])) as AddressWords['pages'],
  unsubscribe: FRENCH_UNSUBSCRIBE,
}

/** French addresses whose first part is neither a twinned page nor a page's slug. */
export const FRENCH_ONLY_PAGES = ['admin', 'api', 'apercu', 'adresse-invalide'] as const
const FRENCH_ONLY = new Set<string>(FRENCH_ONLY_PAGES)

const invert = (table: Record<string, string>) =>
  new Map(Object.entries(table).map(([french, other]) => [other, french]))

function splitPath(href: string) {
  const at = href.search(/[?#]/)
  return at === -1 ? { path: href, rest: '' } : { path: href.slice(0, at), rest: href.slice(at) }
}

/** The language an address belongs to: the code its first part names, or French. */
export function localeOfPath(href: string): SiteLocale {
  const [first] = splitPath(href).path.slice(1).split('/')
  return isSiteLocale(first) ? first : DEFAULT_SITE_LOCALE
}

/** A language's home page: `/`, `/en`. */
export const homePath = (locale: SiteLocale) =>
  locale === DEFAULT_SITE_LOCALE ? '/' : `/${locale}`

/**
 * The address of a French page in `locale`'s site, in its words: `/equipements/x?category=y` is
 * `/en/equipment/x?category=y`, `/#contact` is `/en#contact`. Anything else (another site, a
 * file, a French-only page) is given back as it is.
 */
export function localizedPath(href: string, locale: SiteLocale, words: SiteAddressWords): string {
  if (locale === DEFAULT_SITE_LOCALE || !href.startsWith('/') || href.startsWith('//')) return href
  const { path, rest } = splitPath(href)
  const [first = '', second, ...others] = path.slice(1).split('/')
  if (FRENCH_ONLY.has(first) || first.startsWith('_') || first === 'media') return href
  const { pages, unsubscribe } = words[locale]
  const translatedFirst = pages[first as keyof typeof pages] ?? first
  const translatedSecond =
    second === undefined ? [] : [second === FRENCH_UNSUBSCRIBE ? unsubscribe : second]
  const parts = [translatedFirst, ...translatedSecond, ...others].filter(
    (part, index) => index > 0 || part !== '',
  )
  return `/${[locale, ...parts].join('/')}${rest}`
}

/** Where an address stands: its language, and the French page it is the twin of. */
export function frenchPathOf(
  href: string,
  words: SiteAddressWords,
): { locale: SiteLocale; path: string } {
  const locale = localeOfPath(href)
  if (locale === DEFAULT_SITE_LOCALE) return { locale, path: href }
  const { path, rest } = splitPath(href)
  const [, second, third, ...others] = path.slice(1).split('/')
  const { pages, unsubscribe } = words[locale as OtherSiteLocale]
  const french = invert(pages)
  // a language may have one word for the list and a department's page: the item's id says which
  const sameDepartmentWord = pages.departements === pages.departement
  const frenchFirst =
    second === undefined
      ? ''
      : sameDepartmentWord && second === pages.departements
        ? third === undefined
          ? 'departements'
          : 'departement'
        : (french.get(second) ?? second)
  const frenchThird =
    third === undefined ? [] : [third === unsubscribe ? FRENCH_UNSUBSCRIBE : third]
  return { locale, path: `/${[frenchFirst, ...frenchThird, ...others].join('/')}${rest}` }
}

/** The same page in another language (the language switcher, hreflang). */
export const switchLocale = (href: string, locale: SiteLocale, words: SiteAddressWords) =>
  localizedPath(frenchPathOf(href, words).path, locale, words)

/**
 * How Next serves an address of another language's site (src/platform/frontServer/languageAddresses.ts): its pages are the
 * French ones under /<locale> (src/app/(languages)/[first]), so `/en/equipment/x` is rewritten
 * to `/en/equipements/x`; an address spelt with another language's words (`/en/equipements/x`)
 * is sent to its own. Null for a French address, or one served as it is.
 */
export function languageRoute(
  pathname: string,
  words: SiteAddressWords,
): { redirect: string } | { rewrite: string } | null {
  const { locale, path } = frenchPathOf(pathname, words)
  if (locale === DEFAULT_SITE_LOCALE) return null
  const own = localizedPath(path, locale, words)
  // a French-only address under /<locale> (/en/admin) is no page: left to the 404
  if (own !== pathname && own.startsWith(`/${locale}`)) return { redirect: own }
  const served = path === '/' ? `/${locale}` : `/${locale}${path}`
  return served === pathname ? null : { rewrite: served }
}
