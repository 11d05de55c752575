import 'server-only'

import { unstable_cache } from 'next/cache'

import { tags } from '@/cache/tags'
import { requestLocale } from '@/i18n/site/requestLocale'
import type { SiteLocale } from '@/lib/locales'
import { mediaSlug, newsSlug } from '@/lib/slugs'

import { findNewsPage, findArticle, type NewsPage, newsListQuery } from './newsQueries'
import type { SiteNews } from './newsShape'
import { payloadClient } from './payload'

const newsTags = [tags.collection(newsSlug), tags.collection(mediaSlug)]

/**
 * Published news, newest first, filtered like `GET /api/news` (same query parser and where
 * clause), so the listing's first render and its client-side pages agree.
 */
type NewsListParams = { page?: number; limit?: number; category?: string; search?: string }

const cachedPublishedNews = unstable_cache(
  async (params: NewsListParams, locale: SiteLocale): Promise<NewsPage> => {
    const query = newsListQuery.parse({
      page: params.page ? String(params.page) : undefined,
      limit: params.limit ? String(params.limit) : undefined,
      category: params.category,
      search: params.search,
    })
    return findNewsPage(await payloadClient(), query, undefined, locale)
  },
  ['news', 'published', 'v2'],
  { tags: newsTags },
)

/** The page's language unless told; each language is cached apart. */
export const listPublishedNews = (params: NewsListParams, locale = requestLocale()) =>
  cachedPublishedNews(params, locale)

/** One published article, or null, cached under the news tag. */
const cachedArticle = unstable_cache(
  async (id: number, locale: SiteLocale): Promise<SiteNews | null> =>
    findArticle(await payloadClient(), id, { locale }),
  ['news', 'one', 'v2'],
  { tags: newsTags },
)

export const findPublishedNews = (id: number, locale = requestLocale()) => cachedArticle(id, locale)

/** An article as its latest draft has it, for the editor's preview only: never cached. */
export async function findDraftNews(id: number): Promise<SiteNews | null> {
  return findArticle(await payloadClient(), id, { draft: true, locale: requestLocale() })
}
