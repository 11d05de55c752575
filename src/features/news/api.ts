import { z } from 'zod'

import { findNewsPage, findArticle, newsApiQuery } from './queries'
import { frenchOnly } from '@/i18n/frenchOnly'
import { storedMediaUrl } from '@/lib/media'

import { ApiError, ok } from '@/platform/api/envelope'
import { parseId } from '@/platform/api/ids'
import { route } from '@/platform/api/route'
import { apiNews, apiNewsSchema } from './apiShape'

export const NEWS_NOT_FOUND = frenchOnly.articles.notFound
const TAG = 'Actualités'

export const newsRoutes = [
  route({
    method: 'GET',
    path: '/news',
    summary: 'Actualités publiées, les plus récentes d’abord (catégorie, recherche, pagination)',
    tag: TAG,
    auth: 'public',
    localized: true,
    query: newsApiQuery,
    data: z.array(apiNewsSchema),
    paginated: true,
    handle: async ({ payload, query, locale }) => {
      const page = await findNewsPage(payload, query, storedMediaUrl, locale)
      return ok(page.items.map(apiNews), { extra: { pagination: page.pagination } })
    },
  }),
  route({
    method: 'GET',
    path: '/news/:id',
    summary: 'Une actualité publiée',
    tag: TAG,
    auth: 'public',
    localized: true,
    data: apiNewsSchema,
    handle: async ({ payload, params, locale }) => {
      const article = await findArticle(payload, parseId(payload, params.id, NEWS_NOT_FOUND), {
        urlOf: storedMediaUrl,
        locale,
      })
      if (!article) throw new ApiError(404, NEWS_NOT_FOUND)
      return ok(apiNews(article))
    },
  }),
]
