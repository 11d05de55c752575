import 'server-only'

import type { MetadataRoute } from 'next'

/** Crawlers read the public site; the admin and every API stay out of the index. */
export function robotsRules(baseUrl: string): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] }],
    sitemap: `${baseUrl}/sitemap.xml`,
  }
}
