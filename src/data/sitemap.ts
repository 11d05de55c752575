import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { tags } from '@/cache/tags'
import { equipmentSlug, newsSlug } from '@/lib/slugs'

import { payloadClient } from './payload'

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
async function activeEquipmentStamps(payload: Payload): Promise<EquipmentStamp[]> {
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

/** The sitemap's news entries, cached until a news save revalidates the collection's tag. */
export const listNewsStamps = unstable_cache(
  async () => publishedNewsStamps(await payloadClient()),
  ['sitemap', 'news'],
  { tags: [tags.collection(newsSlug)] },
)

/** The sitemap's machine pages, cached until an equipment save revalidates the collection's tag. */
export const listEquipmentStamps = unstable_cache(
  async () => activeEquipmentStamps(await payloadClient()),
  ['sitemap', 'equipment'],
  { tags: [tags.collection(equipmentSlug)] },
)
