import type { MetadataRoute } from 'next'
import type { Payload } from 'payload'

import { newsSlug } from '@/lib/slugs'
import { DEPARTMENT_ID_TO_SLUG } from '@/lib/labels'

/** The public pages of the route table (public §2) that have no id. */
const SITEMAP_STATIC_PATHS = [
  '/',
  '/departements',
  '/equipements',
  '/services',
  '/catalogue',
  '/actualites',
] as const

export type NewsStamp = { id: number; updatedAt: string }

/** Id and last change of every published article, newest first. */
export async function publishedNewsStamps(payload: Payload): Promise<NewsStamp[]> {
  const { docs } = await payload.find({
    collection: newsSlug,
    overrideAccess: false,
    where: { isPublished: { equals: true } },
    select: { updatedAt: true },
    sort: '-createdAt',
    pagination: false,
    depth: 0,
  })
  return docs.map((doc) => ({ id: doc.id, updatedAt: doc.updatedAt }))
}

/** Absolute URLs of the static pages, the six department links and the published news. */
export function sitemapEntries(baseUrl: string, news: NewsStamp[]): MetadataRoute.Sitemap {
  const url = (path: string) => `${baseUrl}${path}`
  return [
    ...SITEMAP_STATIC_PATHS.map((path) => ({ url: url(path) })),
    ...Object.keys(DEPARTMENT_ID_TO_SLUG).map((id) => ({ url: url(`/departement/${id}`) })),
    ...news.map((item) => ({
      url: url(`/actualites/${item.id}`),
      lastModified: new Date(item.updatedAt),
    })),
  ]
}
