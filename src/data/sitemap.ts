import { unstable_cache } from 'next/cache'

import { equipmentSlug, newsSlug } from '@/lib/slugs'
import { activeEquipmentStamps, publishedNewsStamps } from '@/seo/sitemap'

import { payloadClient } from './payload'
import { tags } from '@/cache/tags'

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
