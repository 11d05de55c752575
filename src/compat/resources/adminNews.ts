import { z } from 'zod'

import { newsSlug } from '@/lib/slugs'
import { fr } from '@/i18n/fr'
import { NEWS_CATEGORIES } from '@/lib/labels'
import type { News } from '@/generated/payload-types'

import { adminCrudRoutes } from '../adminCrud'
import { asUser } from '../documents'
import { ok } from '../envelope'
import { htmlToLexical } from '../html'
import { withResolvedUploads } from '../mediaRefs'
import { pagination } from '@/lib/paging'
import { route, type RouteContext } from '../route'
import { imageRef, stringList } from '../schemas'
import { newsApiQuery, newsWhere } from '@/data/newsQueries'
import { NAME_MAX_LENGTH } from '@/lib/constants'

import { NEWS_NOT_FOUND } from './news'
import { legacyNewsSchema, toLegacyNews } from './newsShape'

const TAG = 'Administration — actualités'
const MAX_HTML = 500_000

const newsFields = z.object({
  title: z.string().trim().max(NAME_MAX_LENGTH),
  excerpt: z.string().trim().max(2000),
  content: z.string().max(MAX_HTML),
  author: z.string().trim().max(200).optional(),
  category: z.enum(NEWS_CATEGORIES),
  isPublished: z.boolean().optional(),
  tags: stringList().optional(),
  images: z
    .object({
      main: imageRef,
      thumbnail: imageRef,
      banner: imageRef,
      gallery: z.array(imageRef).max(30).optional(),
    })
    .partial()
    .optional(),
})

/** Back office §5: title, excerpt, content and category are required, with one message. */
const createBody = newsFields.partial().superRefine((body, ctx) => {
  const missing = !body.title || !body.excerpt || !body.content?.trim() || !body.category
  if (missing) ctx.addIssue({ code: 'custom', message: fr.validation.requiredNewsFields })
})

type Body = Partial<z.infer<typeof newsFields>>

async function toData({ payload }: RouteContext<unknown, unknown>, { content, ...rest }: Body) {
  const data = await withResolvedUploads(payload, newsSlug, rest)
  return content === undefined ? data : { ...data, content: await htmlToLexical(payload, content) }
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
    data: z.array(legacyNewsSchema),
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
      return ok(result.docs.map(toLegacyNews), { extra: { pagination: pagination(result) } })
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
      created: fr.articles.created,
      deleted: fr.articles.deleted,
      updated: (doc, body) => {
        if (!onlyPublication(body)) return fr.articles.updated
        return doc.isPublished ? fr.admin.articlePublished : fr.admin.articleDrafted
      },
    },
    body: { create: createBody, update: newsFields.partial() },
    toData,
    newDocument: (data, { title = '', category = 'ACTUALITE', isPublished }) =>
      ({ ...data, title, category, isPublished: isPublished ?? true }) as News,
    legacy: legacyNewsSchema,
    toLegacy: toLegacyNews,
  }),
]
