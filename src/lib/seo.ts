import type { Metadata } from 'next'

import { COMPANY_NAME, COMPANY_SLOGAN } from './company'
import { localizedPath } from './localePaths'
import { DEFAULT_SITE_LOCALE, SITE_LOCALES, type SiteLocale } from './locales'
import { mediaUrl } from './media'

/** The default Open Graph image, committed in `public/` (made by scripts/og-image.ts). */
const DEFAULT_OG_IMAGE = {
  url: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${COMPANY_NAME} — ${COMPANY_SLOGAN}`,
} as const

const OG_LOCALE = 'fr_FR'
/** Square logo for search engines while the top bar has no logo image (same script). */
export const DEFAULT_LOGO = '/logo.png'

/** What an editor set in an item's « SEO » fields (Payload's SEO plugin); null where empty. */
export type ItemSeo = { title: string | null; description: string | null; image: string | null }

/** An item's `meta` group as the page uses it. */
export function itemSeo(
  meta: { title?: string | null; description?: string | null; image?: unknown } | null | undefined,
): ItemSeo {
  return {
    title: meta?.title?.trim() || null,
    description: meta?.description?.trim() || null,
    image: mediaUrl(meta?.image),
  }
}

export type PageSeo = {
  /** The page's own title; the layout's template adds the site title. */
  title: string
  description: string
  /** Path of the page from the site root, e.g. `/catalogue`. */
  path: string
  /**
   * An item whose slug differs by language (#45): its path in each, written as `path` is (the
   * French page's, which `localizedPath` turns into each language's address).
   */
  pathIn?: Partial<Record<SiteLocale, string>>
  /** Absolute URL or path of a page-specific share image. */
  image?: string
  /** The item's own SEO fields, which win over the above (its title is whole: no template). */
  seo?: ItemSeo
  /** The page's language (French by default) and its Open Graph spelling (`en_GB`). */
  locale?: SiteLocale
  ogLocale?: string
  /** An article's publication: Open Graph's `article` type and its date. */
  publishedTime?: string
}

/**
 * The same page in every language of the site (hreflang), and French for a visitor whose
 * language the site does not have (`x-default`). `path` is the French address; `pathIn`, an
 * item's in each language where its slug differs.
 */
export function languageAlternates(
  path: string,
  pathIn: Partial<Record<SiteLocale, string>> = {},
): Record<string, string> {
  const languages = SITE_LOCALES.map((locale) => [
    locale,
    localizedPath(pathIn[locale] ?? path, locale),
  ])
  return { ...Object.fromEntries(languages), 'x-default': pathIn[DEFAULT_SITE_LOCALE] ?? path }
}

/** A page's canonical address in `locale`, and its twins (hreflang). */
export const pageAlternates = (
  path: string,
  locale: SiteLocale,
  pathIn?: Partial<Record<SiteLocale, string>>,
) => ({
  canonical: localizedPath(pathIn?.[locale] ?? path, locale),
  languages: languageAlternates(path, pathIn),
})

/** An item's path in each language, from its slug in each (`pathIn` above). */
export const addressesIn = (
  slugs: Record<SiteLocale, string>,
  pathOf: (slug: string) => string,
): Record<SiteLocale, string> =>
  Object.fromEntries(SITE_LOCALES.map((locale) => [locale, pathOf(slugs[locale])])) as Record<
    SiteLocale,
    string
  >

/** The page's own picture, described by the page's title, or the site's. */
function shareImages(image: string | undefined, title: string) {
  return image ? [{ url: image, alt: title }] : [DEFAULT_OG_IMAGE]
}

/**
 * A page's metadata: title, description, canonical URL and its twins in the other languages,
 * Open Graph and Twitter card. URLs are
 * paths resolved against the layout's `metadataBase` (PUBLIC_URL). Next replaces the layout's
 * `openGraph` object as a whole when a page sets one, hence every Open Graph field here.
 */
export function pageMetadata(page: PageSeo): Metadata {
  const { path, pathIn, seo } = page
  const title = seo?.title ?? page.title
  const description = seo?.description ?? page.description
  const image = seo?.image ?? page.image
  const alternates = pageAlternates(path, page.locale ?? DEFAULT_SITE_LOCALE, pathIn)
  const url = alternates.canonical
  return {
    title: seo?.title ? { absolute: seo.title } : title,
    description,
    alternates,
    openGraph: {
      ...(page.publishedTime
        ? { type: 'article', publishedTime: page.publishedTime }
        : { type: 'website' }),
      locale: page.ogLocale ?? OG_LOCALE,
      siteName: COMPANY_NAME,
      title,
      description,
      url,
      images: shareImages(image, title),
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images: shareImages(image, title),
    },
  }
}

/** The site added to a phone's home screen (app/manifest.ts, the layout's theme colour). */
export const INSTALLED_SITE = {
  shortName: 'BK Multi',
  themeColor: '#1e3a8a',
  backgroundColor: '#ffffff',
  appleIcon: '/icons/apple-touch-icon.png',
} as const

/**
 * The public layout's defaults: absolute URLs from `baseUrl`, the title template, and Open
 * Graph and Twitter defaults for pages that set none. No canonical here: every page would
 * inherit the home page's.
 */
export function siteMetadata({
  baseUrl,
  siteTitle,
  siteDescription,
  ogLocale = OG_LOCALE,
}: {
  baseUrl: string
  siteTitle: string
  siteDescription?: string
  ogLocale?: string
}): Metadata {
  return {
    metadataBase: new URL(`${baseUrl}/`),
    title: { default: siteTitle, template: `%s | ${siteTitle}` },
    description: siteDescription,
    icons: { icon: '/icon.png', apple: INSTALLED_SITE.appleIcon },
    appleWebApp: { capable: true, title: INSTALLED_SITE.shortName, statusBarStyle: 'default' },
    openGraph: {
      type: 'website',
      locale: ogLocale,
      siteName: COMPANY_NAME,
      title: siteTitle,
      description: siteDescription,
      images: [DEFAULT_OG_IMAGE],
    },
    twitter: {
      card: 'summary_large_image',
      title: siteTitle,
      description: siteDescription,
      images: [DEFAULT_OG_IMAGE],
    },
  }
}
