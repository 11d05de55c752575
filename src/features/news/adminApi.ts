import { z } from 'zod'

import { newsSlug } from '@/lib/slugs'
import { frenchOnly } from '@/i18n/frenchOnly'
import type { News } from '@/generated/payload-types'

import { adminCrudRoutes } from '@/platform/api/adminCrud'
import { collectionBodySchemas } from '@/platform/api/bodySchema'
import { asUser } from '@/platform/api/documents'
import { ok } from '@/platform/api/envelope'
import { htmlToLexical } from '@/platform/api/html'
import { withResolvedUploads } from '@/platform/api/mediaRefs'
import { pagination } from '@/lib/paging'
import { route, type RouteContext } from '@/platform/api/route'
import { newsApiQuery, newsWhere } from './queries'

import { NEWS_NOT_FOUND } from './api'
import { apiNewsSchema, toApiNews } from './apiShape'

const TAG = 'Administration — actualités'
const MAX_HTML = 500_000

// the legacy clients send an article's content as HTML, stored as Lexical (toData)
const newsBody = collectionBodySchemas(newsSlug, { as: { content: z.string().max(MAX_HTML) } })

/** Back office §5: title, excerpt, content and category are required, with one message. */
const createBody = newsBody.update.superRefine((body, ctx) => {
  const missing =
    !body.title || !body.excerpt || !String(body.content ?? '').trim() || !body.category
  if (missing) ctx.addIssue({ code: 'custom', message: frenchOnly.validation.requiredNewsFields })
})

type Body = z.infer<typeof newsBody.update>

async function toData({ payload }: RouteContext<unknown, unknown>, { content, ...rest }: Body) {
  const data = await withResolvedUploads(payload, newsSlug, rest)
  return typeof content === 'string'
    ? { ...data, content: await htmlToLexical(payload, content) }
    : data
}

/** A body that only publishes or unpublishes says so in its answer (back office §4). */
const onlyPublication = (body: Body) =>
  Object.keys(body).length === 1 && body.isPublished !== undefined

export const adminNewsRoutes = [
  route({
    method: 'GET',
    path: '/admin/news',
    summary: 'Toutes les actualités, brouillons compris (catégorie, recherche, pagination par 12)',
    tag: TAG,
    auth: 'admin',
    query: newsApiQuery,
    data: z.array(apiNewsSchema),
    paginated: true,
    handle: async (context) => {
      const { query } = context
      const result = await context.payload.find({
        collection: newsSlug,
        ...asUser(context),
        where: newsWhere(query),
        sort: '-createdAt',
        page: query.page,
        limit: query.limit,
      })
      return ok(result.docs.map(toApiNews), { extra: { pagination: pagination(result) } })
    },
  }),
  ...adminCrudRoutes({
    collection: newsSlug,
    path: '/admin/news',
    tag: TAG,
    summaries: {
      read: 'Une actualité, publiée ou non',
      create: 'Création d’un article (contenu HTML, nettoyé), publié par défaut',
      update:
        'Modification d’un article, ou publication / mise en brouillon seule ({ isPublished })',
      remove: 'Suppression d’un article',
    },
    messages: {
      notFound: NEWS_NOT_FOUND,
      created: frenchOnly.articles.created,
      deleted: frenchOnly.articles.deleted,
      updated: (doc, body) => {
        if (!onlyPublication(body)) return frenchOnly.articles.updated
        return doc.isPublished ? frenchOnly.admin.articlePublished : frenchOnly.admin.articleDrafted
      },
    },
    body: { create: createBody, update: newsBody.update },
    toData,
    newDocument: (data) =>
      ({
        ...data,
        title: data.title ?? '',
        category: data.category ?? 'ACTUALITE',
        isPublished: data.isPublished ?? true,
      }) as News,
    legacy: apiNewsSchema,
    toApi: toApiNews,
  }),
]
