import 'server-only'

import { cache } from 'react'

import { DEFAULT_SITE_LOCALE, type SiteLocale } from '@/lib/locales'

/**
 * The language of the page being rendered: French unless the page's twin under /<locale> said
 * otherwise (src/app/(languages)/[first], `inAddressLanguage`). React keeps one per request, shared by the layout,
 * the page and its metadata, which Next may render apart: each of them sets it first. Outside a
 * render (an /api route, a job) it is always French; those pass their language explicitly.
 */
const current = cache((): { locale: SiteLocale } => ({ locale: DEFAULT_SITE_LOCALE }))

export const requestLocale = (): SiteLocale => current().locale

export function setRequestLocale(locale: SiteLocale) {
  current().locale = locale
}
