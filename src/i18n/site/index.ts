import 'server-only'

import { DEFAULT_SITE_LOCALE, type SiteLocale } from '@/lib/locales'

import { en } from './en'
import { fr, type SiteText } from './fr'

/**
 * The public site's dictionaries (#45), one per language of `SITE_LANGUAGES` (src/lib/locales.ts):
 * a language is added by naming it there and writing its dictionary beside these; the type check
 * then asks for the dictionary and every key. Server code only: the browser receives its language's `client` part.
 */
export const dictionaries: Record<SiteLocale, SiteText> = { fr, en }

export type Locale = SiteLocale
export const DEFAULT_LOCALE: Locale = DEFAULT_SITE_LOCALE

/**
 * The words of the page being rendered. Every address is French until the site's English
 * addresses exist (#45's next step), which will set the language of each request here.
 */
export const siteText = () => dictionaries[DEFAULT_LOCALE]
