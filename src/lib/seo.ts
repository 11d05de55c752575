import type { Metadata } from 'next'

import { COMPANY_NAME, COMPANY_SLOGAN } from './company'
import { SITE_LOCALES, type SiteLocale } from './locales'
import { mediaUrl } from './media'

/** The default Open Graph image, committed in `public/` (made by scripts/og-image.ts). */
export const DEFAULT_OG_IMAGE = {
  url: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${COMPANY_NAME} — ${COMPANY_SLOGAN}`,
} as const

export const OG_LOCALE = 'fr_FR'
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

/** An item's path in each language, from its slug in each (a page's `pathIn`, src/i18n/site/pageMetadata.ts). */
export const addressesIn = (
  slugs: Record<SiteLocale, string>,
  pathOf: (slug: string) => string,
): Record<SiteLocale, string> =>
  Object.fromEntries(SITE_LOCALES.map((locale) => [locale, pathOf(slugs[locale])])) as Record<
    SiteLocale,
    string
  >

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
