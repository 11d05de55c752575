import type { MetadataRoute } from 'next'

import { listNewsStamps } from '@/data/sitemap'
import { publicUrl } from '@/lib/runtime'
import { sitemapEntries } from '@/seo/sitemap'

// read per request: PUBLIC_URL and the news are those of the running app, not of the build
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(publicUrl(), await listNewsStamps())
}
