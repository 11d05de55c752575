import type { LocalizationConfig } from 'payload'

import { DEFAULT_SITE_LOCALE, SITE_LANGUAGES } from '@/lib/locales'

/**
 * Payload's localization of the content (#45): the site's languages, French by default, and a
 * field left empty in another language reads as its French. What a visitor reads is `localized`
 * in its collection; identifiers, prices, dates and media are shared.
 */
export const contentLocalization: LocalizationConfig = {
  locales: Object.entries(SITE_LANGUAGES).map(([code, label]) => ({ code, label })),
  defaultLocale: DEFAULT_SITE_LOCALE,
  fallback: true,
}
