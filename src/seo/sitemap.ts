import type { MetadataRoute } from 'next'
import type { Payload } from 'payload'

import { equipmentPath } from '@/lib/equipmentPath'
import { equipmentSlug, newsSlug } from '@/lib/slugs'
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

export type EquipmentStamp = { slug: string; updatedAt: string }

/** Slug and last change of every active machine (each has its page). */
export async function activeEquipmentStamps(payload: Payload): Promise<EquipmentStamp[]> {
  const { docs } = await payload.find({
    collection: equipmentSlug,
    overrideAccess: false,
    where: { isActive: { equals: true } },
    select: { slug: true, updatedAt: true },
    sort: 'order',
    pagination: false,
    depth: 0,
  })
  return docs.flatMap((doc) => (doc.slug ? [{ slug: doc.slug, updatedAt: doc.updatedAt }] : []))
}

/**
 * Absolute URLs of the static pages, the six department links, the published news and the
 * active machines' pages.
 */
export function sitemapEntries(
  baseUrl: string,
  news: NewsStamp[],
  equipment: EquipmentStamp[] = [],
): MetadataRoute.Sitemap {
  const url = (path: string) => `${baseUrl}${path}`
  return [
    ...SITEMAP_STATIC_PATHS.map((path) => ({ url: url(path) })),
    ...Object.keys(DEPARTMENT_ID_TO_SLUG).map((id) => ({ url: url(`/departement/${id}`) })),
    ...news.map((item) => ({
      url: url(`/actualites/${item.id}`),
      lastModified: new Date(item.updatedAt),
    })),
    ...equipment.map((item) => ({
      url: url(equipmentPath(item.slug)),
      lastModified: new Date(item.updatedAt),
    })),
  ]
}
