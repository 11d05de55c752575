import { unstable_cache } from 'next/cache'

import { newsSlug } from '@collections/News'
import { newsListQuery, newsWhere } from '@/compat/resources/news'
import { toLegacyNews } from '@/compat/resources/newsShape'
import { pagination } from '@/compat/paging'

import { payloadClient } from './payload'
import { tags } from './tags'

export type SiteNews = ReturnType<typeof toLegacyNews>
export type NewsPage = { items: SiteNews[]; pagination: ReturnType<typeof pagination> }

const newsTags = [tags.collection(newsSlug), tags.collection('media')]

/**
 * Published news, newest first, filtered like `GET /api/news` (same query parser and where
 * clause), so the listing's first render and its client-side pages agree.
 */
export const listPublishedNews = unstable_cache(
  async (params: { page?: number; limit?: number; category?: string; search?: string }): Promise<NewsPage> => {
    const query = newsListQuery.parse({
      page: params.page ? String(params.page) : undefined,
      limit: params.limit ? String(params.limit) : undefined,
      category: params.category,
      search: params.search,
    })
    const payload = await payloadClient()
    const result = await payload.find({
      collection: newsSlug,
      overrideAccess: false,
      where: newsWhere(query),
      sort: '-createdAt',
      page: query.page,
      limit: query.limit,
      depth: 1,
    })
    return { items: result.docs.map(toLegacyNews), pagination: pagination(result) }
  },
  ['news', 'published'],
  { tags: newsTags },
)

/** One published article, or null (drafts and unknown ids are the same to a visitor). */
export const findPublishedNews = unstable_cache(
  async (id: number): Promise<SiteNews | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: newsSlug,
      overrideAccess: false,
      where: { id: { equals: id } },
      limit: 1,
      depth: 1,
    })
    return docs[0] ? toLegacyNews(docs[0]) : null
  },
  ['news', 'one'],
  { tags: newsTags },
)
