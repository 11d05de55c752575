import { unstable_cache } from 'next/cache'

import { newsSlug } from '@/lib/slugs'
import { mediaPicture } from '@/lib/media'
import { findNewsPage, findPublishedArticle, newsListQuery } from '@/compat/resources/news'
import { toLegacyNews } from '@/compat/resources/newsShape'
import { CARD_PICTURE_SIZES } from '@/lib/pictures'
import type { News } from '@/payload-types'

import { payloadClient } from './payload'
import { tags } from '@/cache/tags'

/** The API's article, and the card's picture in Payload's webp sizes. */
const toSiteNews = (doc: News) => ({ ...toLegacyNews(doc), card: mediaPicture(doc.images?.main, CARD_PICTURE_SIZES) })

export type SiteNews = ReturnType<typeof toSiteNews>
export type NewsPage = Awaited<ReturnType<typeof findNewsPage<SiteNews>>>

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
    return findNewsPage(await payloadClient(), query, toSiteNews)
  },
  ['news', 'published'],
  { tags: newsTags },
)

/** One published article, or null, cached under the news tag. */
export const findPublishedNews = unstable_cache(
  async (id: number): Promise<SiteNews | null> => findPublishedArticle(await payloadClient(), id, toSiteNews),
  ['news', 'one'],
  { tags: newsTags },
)
