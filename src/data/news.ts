import 'server-only'

import { unstable_cache } from 'next/cache'

import { tags } from '@/cache/tags'
import { mediaSlug, newsSlug } from '@/lib/slugs'

import { findNewsPage, findArticle, type NewsPage, newsListQuery } from './newsQueries'
import type { SiteNews } from './newsShape'
import { payloadClient } from './payload'

const newsTags = [tags.collection(newsSlug), tags.collection(mediaSlug)]

/**
 * Published news, newest first, filtered like `GET /api/news` (same query parser and where
 * clause), so the listing's first render and its client-side pages agree.
 */
export const listPublishedNews = unstable_cache(
  async (params: {
    page?: number
    limit?: number
    category?: string
    search?: string
  }): Promise<NewsPage> => {
    const query = newsListQuery.parse({
      page: params.page ? String(params.page) : undefined,
      limit: params.limit ? String(params.limit) : undefined,
      category: params.category,
      search: params.search,
    })
    return findNewsPage(await payloadClient(), query)
  },
  ['news', 'published', 'v2'],
  { tags: newsTags },
)

/** One published article, or null, cached under the news tag. */
export const findPublishedNews = unstable_cache(
  async (id: number): Promise<SiteNews | null> => findArticle(await payloadClient(), id),
  ['news', 'one', 'v2'],
  { tags: newsTags },
)

/** An article as its latest draft has it, for the editor's preview only: never cached. */
export async function findDraftNews(id: number): Promise<SiteNews | null> {
  return findArticle(await payloadClient(), id, { draft: true })
}
