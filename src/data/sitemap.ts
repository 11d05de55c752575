import { unstable_cache } from 'next/cache'

import { newsSlug } from '@/lib/slugs'
import { publishedNewsStamps } from '@/seo/sitemap'

import { payloadClient } from './payload'
import { tags } from '@/cache/tags'

/** The sitemap's news entries, cached until a news save revalidates the collection's tag. */
export const listNewsStamps = unstable_cache(
  async () => publishedNewsStamps(await payloadClient()),
  ['sitemap', 'news'],
  { tags: [tags.collection(newsSlug)] },
)
