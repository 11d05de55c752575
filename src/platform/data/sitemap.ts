import 'server-only'

import type { Payload } from 'payload'

import { cachedRead } from '@/platform/cache/cachedRead'
import { tags } from '@/platform/cache/tags'
import { mediaUrl } from '@/lib/media'
import { equipmentSlug, mediaSlug, newsSlug } from '@/lib/slugs'

import { type ItemSlugs, withSlugs } from './itemSlugs'
import { payloadClient } from './payload'

/**
 * An item's picture for search engines (the sitemap's image entry): its « SEO » share image, else
 * its main picture; null when it has neither.
 */
type Pictured = { meta?: { image?: unknown } | null; images?: { main?: unknown } | null }
const shareImage = (doc: Pictured): string | null =>
  mediaUrl(doc.meta?.image) ?? mediaUrl(doc.images?.main)

/** The pictures a stamp needs, read with their file names (depth 1, nothing else of them). */
const PICTURES = { meta: { image: true }, images: { main: true } } as const
const PICTURE_FIELDS = {
  [mediaSlug]: { url: true, filename: true, mimeType: true, updatedAt: true },
} as const

export type NewsStamp = { id: number; updatedAt: string; image?: string | null }

/** Id, last change and share image of every published article, newest first. */
export async function publishedNewsStamps(payload: Payload): Promise<NewsStamp[]> {
  const { docs } = await payload.find({
    collection: newsSlug,
    overrideAccess: false,
    where: { isPublished: { equals: true } },
    select: { updatedAt: true, ...PICTURES },
    populate: PICTURE_FIELDS,
    sort: '-createdAt',
    pagination: false,
    depth: 1,
  })
  return docs.map((doc) => ({ id: doc.id, updatedAt: doc.updatedAt, image: shareImage(doc) }))
}

export type EquipmentStamp = {
  slug: string
  slugs: ItemSlugs
  updatedAt: string
  image?: string | null
}

/** Slug, last change and share image of every active machine (each has its page). */
async function activeEquipmentStamps(payload: Payload): Promise<EquipmentStamp[]> {
  const { docs } = await payload.find({
    collection: equipmentSlug,
    overrideAccess: false,
    where: { isActive: { equals: true } },
    select: { slug: true, updatedAt: true, ...PICTURES },
    populate: PICTURE_FIELDS,
    sort: 'order',
    pagination: false,
    depth: 1,
  })
  return withSlugs(
    payload,
    equipmentSlug,
    docs.filter((doc) => doc.slug),
    (doc) => ({ slug: doc.slug ?? '', updatedAt: doc.updatedAt, image: shareImage(doc) }),
  )
}

/** The sitemap's news entries, cached until a news save revalidates the collection's tag. */
export const listNewsStamps = cachedRead(
  async () => publishedNewsStamps(await payloadClient()),
  ['sitemap', 'news'],
  [tags.collection(newsSlug), tags.collection(mediaSlug)],
)

/** The sitemap's machine pages, cached until an equipment save revalidates the collection's tag. */
export const listEquipmentStamps = cachedRead(
  async () => activeEquipmentStamps(await payloadClient()),
  ['sitemap', 'equipment'],
  [tags.collection(equipmentSlug), tags.collection(mediaSlug)],
)
