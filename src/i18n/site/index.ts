import 'server-only'

import type { Metadata } from 'next'

import { SITE_LOCALES } from '@/lib/locales'

import { localizedPath } from './addresses'
import { dictionaries } from './dictionaries'
import { pageAlternates, pageMetadata, type PageSeo } from './pageMetadata'
import { requestLocale } from './requestLocale'

export { dictionaries }

/** The words of the page being rendered, in its language (requestLocale.ts). */
export const siteText = () => dictionaries[requestLocale()]

/** A French page's address in the language of the page being rendered (src/lib/localePaths.ts). */
export const sitePath = (frenchPath: string) => localizedPath(frenchPath, requestLocale())

/** The site's languages but the page's own, as the language switcher names them. */
export function otherLanguages() {
  const current = requestLocale()
  return SITE_LOCALES.filter((locale) => locale !== current).map((locale) => ({
    locale,
    name: dictionaries[locale].meta.label,
    htmlLang: dictionaries[locale].meta.htmlLang,
  }))
}

/** A page's metadata in the language of the page being rendered (its address, hreflang, Open Graph). */
export function sitePageMetadata(page: Omit<PageSeo, 'locale' | 'ogLocale'>) {
  const locale = requestLocale()
  return pageMetadata({
    ...page,
    locale,
    ogLocale: dictionaries[locale].meta.intl.replace('-', '_'),
  })
}

/**
 * The address and twins of a page whose title and description are the layout's (the home page):
 * its canonical URL and hreflang, in the language of the page being rendered.
 */
export const siteAddressMetadata = (path: string): Metadata => ({
  alternates: pageAlternates(path, requestLocale()),
})

export { requestLocale } from './requestLocale'
