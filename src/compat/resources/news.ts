import type { Payload, Where } from 'payload'
import { z } from 'zod'

import { newsSlug } from '@collections/News'
import { fr } from '@/i18n/fr'
import { NEWS_PAGE_SIZE } from '@/lib/constants'
import { searchKey } from '@/lib/format'
import { NEWS_CATEGORIES } from '@/lib/labels'
import type { News } from '@/payload-types'

import { ApiError, ok } from '../envelope'
import { parseId } from '../ids'
import { pagination, pagingSchema } from '../paging'
import { route } from '../route'
import { toLegacyNews } from './newsShape'

type LegacyNews = ReturnType<typeof toLegacyNews>

export const NEWS_NOT_FOUND = fr.articles.notFound
const TAG = 'Actualités'

export const newsListQuery = z.object({
  ...pagingSchema(NEWS_PAGE_SIZE),
  category: z
    .string()
    .optional()
    .transform((value) => {
      const upper = value?.trim().toUpperCase()
      return (NEWS_CATEGORIES as readonly string[]).includes(upper ?? '') ? upper : undefined
    }),
  search: z.string().trim().max(100).optional(),
})

/** Category and search (case- and accent-insensitive on title, summary and content). */
export function newsWhere(query: z.infer<typeof newsListQuery>, extra: Where[] = []): Where {
  const and: Where[] = [...extra]
  if (query.category) and.push({ category: { equals: query.category } })
  const term = query.search ? searchKey(query.search) : ''
  if (term) and.push({ searchText: { like: term } })
  return and.length ? { and } : {}
}

/** One page of published news (anonymous access), newest first: the API's and the site's list. */
export async function findNewsPage<Shape = LegacyNews>(
  payload: Payload,
  query: z.infer<typeof newsListQuery>,
  shape: (doc: News) => Shape = toLegacyNews as (doc: News) => Shape,
) {
  const result = await payload.find({
    collection: newsSlug,
    overrideAccess: false,
    where: newsWhere(query),
    sort: '-createdAt',
    page: query.page,
    limit: query.limit,
    depth: 1,
  })
  return { items: result.docs.map(shape), pagination: pagination(result) }
}

/** One published article (drafts and unknown ids are the same to a visitor), or null. */
export async function findPublishedArticle<Shape = LegacyNews>(
  payload: Payload,
  id: number | string,
  shape: (doc: News) => Shape = toLegacyNews as (doc: News) => Shape,
) {
  const { docs } = await payload.find({
    collection: newsSlug,
    overrideAccess: false,
    where: { id: { equals: id } },
    limit: 1,
    depth: 1,
  })
  return docs[0] ? shape(docs[0]) : null
}

export const newsRoutes = [
  route({
    method: 'GET',
    path: '/news',
    summary: 'Actualités publiées, les plus récentes d’abord (catégorie, recherche, pagination)',
    tag: TAG,
    auth: 'public',
    query: newsListQuery,
    handle: async ({ payload, query }) => {
      const page = await findNewsPage(payload, query)
      return ok(page.items, { extra: { pagination: page.pagination } })
    },
  }),
  route({
    method: 'GET',
    path: '/news/:id',
    summary: 'Une actualité publiée',
    tag: TAG,
    auth: 'public',
    handle: async ({ payload, params }) => {
      const article = await findPublishedArticle(payload, parseId(payload, params.id, NEWS_NOT_FOUND))
      if (!article) throw new ApiError(404, NEWS_NOT_FOUND)
      return ok(article)
    },
  }),
]
