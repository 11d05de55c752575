import type { Metadata } from 'next'

import { COMPANY_NAME } from '@/lib/company'
import { DEFAULT_SITE_LOCALE, SITE_LOCALES, type SiteLocale } from '@/lib/locales'
import { DEFAULT_OG_IMAGE, type ItemSeo, OG_LOCALE } from '@/lib/seo'

import { localizedPath } from './addresses'

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
