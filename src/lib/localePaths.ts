import { DEFAULT_SITE_LOCALE, isSiteLocale, type OtherSiteLocale, type SiteLocale } from './locales'

/**
 * The French addresses' first part as each other language's site spells it (#45): the pages
 * that have a twin under /<locale>. A page built from blocks keeps its slug (/en/<slug>); an
 * address missing here (the preview, the maintenance and offline pages) stays French.
 */
const ENGLISH_SEGMENTS = {
  actualites: 'news',
  catalogue: 'catalogue',
  'catalogue.pdf': 'catalogue.pdf',
  'conditions-generales': 'terms',
  departement: 'departments',
  departements: 'departments',
  devis: 'quote',
  equipements: 'equipment',
  'mentions-legales': 'legal-notice',
  newsletter: 'newsletter',
  'politique-de-confidentialite': 'privacy-policy',
  realisations: 'projects',
  recherche: 'search',
  services: 'services',
} as const

const SEGMENTS: Record<OtherSiteLocale, Record<string, string>> = { en: ENGLISH_SEGMENTS }

/** Second parts that change too: the newsletter's unsubscribe page. */
const SUB_SEGMENTS: Record<OtherSiteLocale, Record<string, string>> = {
  en: { desinscription: 'unsubscribe' },
}

/** French addresses whose first part is neither a twinned page nor a page's slug. */
const FRENCH_ONLY = new Set([
  'admin',
  'api',
  'apercu',
  'adresse-invalide',
  'hors-ligne',
  'maintenance',
])

const invert = (table: Record<string, string>) =>
  new Map(Object.entries(table).map(([french, other]) => [other, french]))

function splitPath(href: string) {
  const at = href.search(/[?#]/)
  return at === -1 ? { path: href, rest: '' } : { path: href.slice(0, at), rest: href.slice(at) }
}

/**
 * The address of a French page in `locale`'s site: `/equipements/x?category=y` is
 * `/en/equipment/x?category=y`, `/#contact` is `/en#contact`. Anything else (another site, a
 * file, a French-only page) is given back as it is.
 */
export function localizedPath(href: string, locale: SiteLocale): string {
  if (locale === DEFAULT_SITE_LOCALE || !href.startsWith('/') || href.startsWith('//')) return href
  const { path, rest } = splitPath(href)
  const [first = '', second, ...others] = path.slice(1).split('/')
  if (FRENCH_ONLY.has(first) || first.startsWith('_') || first === 'media') return href
  const segments = SEGMENTS[locale]
  const translatedFirst = segments[first] ?? first
  const translatedSecond = second === undefined ? [] : [SUB_SEGMENTS[locale][second] ?? second]
  const parts = [translatedFirst, ...translatedSecond, ...others].filter(
    (part, index) => index > 0 || part !== '',
  )
  return `/${[locale, ...parts].join('/')}${rest}`
}

/** Where an address stands: its language, and the French page it is the twin of. */
export function frenchPathOf(href: string): { locale: SiteLocale; path: string } {
  const { path, rest } = splitPath(href)
  const [first = '', second, third, ...others] = path.slice(1).split('/')
  if (!isSiteLocale(first) || first === DEFAULT_SITE_LOCALE)
    return { locale: DEFAULT_SITE_LOCALE, path: href }
  const locale: OtherSiteLocale = first
  const segments = invert(SEGMENTS[locale])
  // one English word for the list and a department's page: the item's id says which
  const french =
    second === ENGLISH_SEGMENTS.departements
      ? third === undefined
        ? 'departements'
        : 'departement'
      : second === undefined
        ? ''
        : (segments.get(second) ?? second)
  const translatedThird =
    third === undefined ? [] : [invert(SUB_SEGMENTS[locale]).get(third) ?? third]
  const parts = [french, ...translatedThird, ...others]
  return { locale, path: `/${parts.join('/')}${rest}` }
}

/** The same page in another language (the language switcher, hreflang). */
export const switchLocale = (href: string, locale: SiteLocale) =>
  localizedPath(frenchPathOf(href).path, locale)

/**
 * How Next serves an address of another language's site (src/proxy.ts): its pages are the
 * French ones under /<locale> (src/app/(languages)/[first]), so `/en/equipment/x` is rewritten
 * to `/en/equipements/x`; an address spelt with another language's words (`/en/equipements/x`)
 * is sent to its own. Null for a French address, or one served as it is.
 */
export function languageRoute(pathname: string): { redirect: string } | { rewrite: string } | null {
  const { locale, path } = frenchPathOf(pathname)
  if (locale === DEFAULT_SITE_LOCALE) return null
  const own = localizedPath(path, locale)
  // a French-only address under /<locale> (/en/admin) is no page: left to the 404
  if (own !== pathname && own.startsWith(`/${locale}`)) return { redirect: own }
  const served = path === '/' ? `/${locale}` : `/${locale}${path}`
  return served === pathname ? null : { rewrite: served }
}
