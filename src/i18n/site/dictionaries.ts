import type { SiteAddressWords } from '@/lib/localePaths'
import { SITE_LOCALES, type SiteLocale } from '@/lib/locales'

import { en } from './en'
import { fr, type SiteText } from './fr'

/**
 * The public site's dictionaries (#45), one per language of `SITE_LANGUAGES`
 * (src/lib/locales.ts): a language is added by naming it there and writing its dictionary beside
 * these, whose line here the type check then asks for, as it asks for every key. Plain data:
 * the edge reads its addresses too; the browser receives a page's `client` part and the
 * addresses' words.
 */
export const dictionaries: Record<SiteLocale, SiteText> = { fr, en }

/** Every language's words for the site's addresses (src/lib/localePaths.ts). */
export const ADDRESS_WORDS = Object.fromEntries(
  SITE_LOCALES.map((locale) => [locale, dictionaries[locale].addresses]),
) as SiteAddressWords
