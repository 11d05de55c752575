import 'server-only'

import type { MetadataRoute } from 'next'

/**
 * Crawlers read the public site; the admin, every API and the customers' quote pages (private
 * links, noindex too) stay out of the index.
 */
export function robotsRules(baseUrl: string): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/devis/'] }],
    sitemap: `${baseUrl}/sitemap.xml`,
  }
}
