import 'server-only'

import type { Payload, Where } from 'payload'
import { z } from 'zod'

import { NEWS_PAGE_SIZE } from '@/lib/constants'
import { searchKey } from '@/lib/format'
import { NEWS_CATEGORIES } from '@/lib/labels'
import { DEFAULT_SITE_LOCALE, type SiteLocale } from '@/lib/locales'
import { mediaUrl, type MediaUrlOf } from '@/lib/media'
import { apiPagingSchema, categoryParam, pagination, pagingSchema } from '@/lib/paging'
import { newsSlug } from '@/lib/slugs'

import { type SiteNews, toSiteNews } from './shape'

/** A news category as addresses name it, in any case; null when it is none. */
const newsCategory = (value: string) => {
  const upper = value.trim().toUpperCase()
  return (NEWS_CATEGORIES as readonly string[]).includes(upper)
    ? (upper as (typeof NEWS_CATEGORIES)[number])
    : null
}

/** The listing's filters, as the /actualites addresses give them (an unknown category: all). */
export const newsListQuery = z.object({
  ...pagingSchema(NEWS_PAGE_SIZE),
  category: z
    .string()
    .optional()
    .transform((value) => (value ? (newsCategory(value) ?? undefined) : undefined)),
  search: z.string().trim().max(100).optional(),
})
export type NewsListQuery = z.infer<typeof newsListQuery>

/**
 * The same filters on `GET /api/news` and the back office's list: a garbled page or limit, or an
 * unknown category, is a 400.
 */
export const newsApiQuery = newsListQuery.extend({
  ...apiPagingSchema(NEWS_PAGE_SIZE),
  category: categoryParam(newsCategory, NEWS_CATEGORIES),
})

/**
 * The search of a language: its own words, and the French words of an article never written in
 * it (the page shows that article in French, Payload's fallback; SQL has no fallback of its own).
 */
function searchIn(term: string, locale: SiteLocale): Where {
  if (locale === DEFAULT_SITE_LOCALE) return { searchText: { like: term } }
  return {
    or: [
      { searchText: { like: term } },
      {
        and: [
          { [`searchText.${locale}`]: { exists: false } },
          { [`searchText.${DEFAULT_SITE_LOCALE}`]: { like: term } },
        ],
      },
    ],
  }
}

/** Category and search (case- and accent-insensitive on title, summary and content). */
export function newsWhere(
  query: NewsListQuery,
  extra: Where[] = [],
  locale: SiteLocale = DEFAULT_SITE_LOCALE,
): Where {
  const and: Where[] = [...extra]
  if (query.category) and.push({ category: { equals: query.category } })
  const term = query.search ? searchKey(query.search) : ''
  if (term) and.push(searchIn(term, locale))
  return and.length ? { and } : {}
}

/** One page of published news (anonymous access), newest first: the site's list and the API's. */
export async function findNewsPage(
  payload: Payload,
  query: NewsListQuery,
  urlOf: MediaUrlOf = mediaUrl,
  locale: SiteLocale = DEFAULT_SITE_LOCALE,
) {
  const result = await payload.find({
    collection: newsSlug,
    overrideAccess: false,
    locale,
    where: newsWhere(query, [], locale),
    sort: '-createdAt',
    page: query.page,
    limit: query.limit,
    depth: 1,
  })
  return { items: result.docs.map((doc) => toSiteNews(doc, urlOf)), pagination: pagination(result) }
}

export type NewsPage = Awaited<ReturnType<typeof findNewsPage>>

/** How an article is read: its pictures' addresses, its latest draft or not, its language. */
type ArticleRead = { urlOf?: MediaUrlOf; draft?: boolean; locale?: SiteLocale }

/**
 * One published article (drafts and unknown ids are the same to a visitor), or null; with
 * `draft`, its latest draft instead, for the editor's preview only (the preview checked them).
 */
export async function findArticle(
  payload: Payload,
  id: number | string,
  { urlOf = mediaUrl, draft = false, locale = DEFAULT_SITE_LOCALE }: ArticleRead = {},
): Promise<SiteNews | null> {
  const { docs } = await payload.find({
    collection: newsSlug,
    overrideAccess: draft,
    draft,
    locale,
    where: { id: { equals: id } },
    limit: 1,
    depth: 1,
  })
  return docs[0] ? toSiteNews(docs[0], urlOf) : null
}
