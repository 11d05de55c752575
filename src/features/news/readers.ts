import 'server-only'

import { tags } from '@/platform/cache/tags'
import { requestLocale } from '@/i18n/site/requestLocale'
import { mediaSlug, newsSlug } from '@/lib/slugs'

import { cachedInLocale } from '@/platform/data/cachedInLocale'
import { findNewsPage, findArticle, type NewsPage, newsListQuery } from './queries'
import type { SiteNews } from './shape'
import { payloadClient } from '@/platform/data/payload'

const newsTags = [tags.collection(newsSlug), tags.collection(mediaSlug)]

/**
 * Published news, newest first, filtered like `GET /api/news` (same query parser and where
 * clause), so the listing's first render and its client-side pages agree.
 */
type NewsListParams = { page?: number; limit?: number; category?: string; search?: string }

export const listPublishedNews = cachedInLocale(
  async (locale, params: NewsListParams): Promise<NewsPage> => {
    const query = newsListQuery.parse({
      page: params.page ? String(params.page) : undefined,
      limit: params.limit ? String(params.limit) : undefined,
      category: params.category,
      search: params.search,
    })
    return findNewsPage(await payloadClient(), query, undefined, locale)
  },
  ['news', 'published'],
  newsTags,
)

/** One published article, or null, cached under the news tag. */
export const findPublishedNews = cachedInLocale(
  async (locale, id: number): Promise<SiteNews | null> =>
    findArticle(await payloadClient(), id, { locale }),
  ['news', 'one'],
  newsTags,
)

/** An article as its latest draft has it, for the editor's preview only: never cached. */
export async function findDraftNews(id: number): Promise<SiteNews | null> {
  return findArticle(await payloadClient(), id, { draft: true, locale: requestLocale() })
}
