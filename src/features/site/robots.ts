import 'server-only'

import type { MetadataRoute } from 'next'

import { localizedPath } from '@/i18n/site/addresses'
import { SITE_LOCALES } from '@/lib/locales'

/**
 * Crawlers read the public site; the admin, every API and the customers' quote pages (private
 * links, noindex too) stay out of the index.
 */
export function robotsRules(baseUrl: string): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/admin',
          '/api/',
          ...SITE_LOCALES.map((locale) => localizedPath('/devis/', locale)),
        ],
      },
    ],
    sitemap: `${baseUrl}/sitemap.xml`,
  }
}
