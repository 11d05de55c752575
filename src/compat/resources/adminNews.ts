import { z } from 'zod'

import { newsSlug } from '@/lib/slugs'
import { fr } from '@/i18n/fr'
import { NEWS_CATEGORIES } from '@/lib/labels'
import type { News } from '@/payload-types'

import { asUser, findOr404 } from '../documents'
import { ok } from '../envelope'
import { htmlToLexical } from '../html'
import { withResolvedUploads } from '../mediaRefs'
import { pagination } from '@/lib/paging'
import { route, type RouteContext } from '../route'
import { imageRef, stringList } from '../schemas'
import { newsListQuery, newsWhere } from '@/data/newsQueries'

import { NEWS_NOT_FOUND } from './news'
import { toLegacyNews } from './newsShape'

const TAG = 'Administration — actualités'
const MAX_HTML = 500_000

const newsFields = z.object({
  title: z.string().trim().max(300),
  excerpt: z.string().trim().max(2000),
  content: z.string().max(MAX_HTML),
  author: z.string().trim().max(200).optional(),
  category: z.enum(NEWS_CATEGORIES),
  isPublished: z.boolean().optional(),
  tags: stringList().optional(),
  images: z.object({ main: imageRef, thumbnail: imageRef, banner: imageRef, gallery: z.array(imageRef).max(30).optional() }).partial().optional(),
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

export const adminNewsRoutes = [
  route({
    method: 'GET',
    path: '/admin/news',
    summary: 'Toutes les actualités, brouillons compris (catégorie, recherche, pagination par 12)',
    tag: TAG,
    auth: 'admin',
    query: newsListQuery,
    handle: async (context) => {
      const { query } = context
      const result = await context.payload.find({ collection: newsSlug, ...asUser(context), where: newsWhere(query), sort: '-createdAt', page: query.page, limit: query.limit })
      return ok(result.docs.map(toLegacyNews), { extra: { pagination: pagination(result) } })
    },
  }),
  route({
    method: 'GET',
    path: '/admin/news/:id',
    summary: 'Une actualité, publiée ou non',
    tag: TAG,
    auth: 'admin',
    handle: async (context) => ok(toLegacyNews(await findOr404(context, 'news', NEWS_NOT_FOUND))),
  }),
  route({
    method: 'POST',
    created: true,
    path: '/admin/news',
    summary: 'Création d’un article (contenu HTML, nettoyé), publié par défaut',
    tag: TAG,
    auth: 'admin',
    body: createBody,
    handle: async (context) => {
      const { title = '', category = 'ACTUALITE' } = context.body
      const data = { ...(await toData(context, context.body)), title, category, isPublished: context.body.isPublished ?? true }
      const doc = await context.payload.create({ collection: newsSlug, ...asUser(context), data: data as News })
      return ok(toLegacyNews(doc), { status: 201, message: 'Article créé avec succès' })
    },
  }),
  route({
    method: 'PUT',
    path: '/admin/news/:id',
    summary: 'Modification d’un article, ou publication / mise en brouillon seule ({ isPublished })',
    tag: TAG,
    auth: 'admin',
    body: newsFields.partial(),
    handle: async (context) => {
      const { id } = await findOr404(context, 'news', NEWS_NOT_FOUND)
      const doc = await context.payload.update({ collection: newsSlug, id, ...asUser(context), data: await toData(context, context.body) })
      const onlyPublication = Object.keys(context.body).length === 1 && context.body.isPublished !== undefined
      const message = onlyPublication
        ? `Article ${doc.isPublished ? 'publié' : 'mis en brouillon'} avec succès`
        : 'Article modifié avec succès'
      return ok(toLegacyNews(doc), { message })
    },
  }),
  route({
    method: 'DELETE',
    path: '/admin/news/:id',
    summary: 'Suppression d’un article',
    tag: TAG,
    auth: 'admin',
    handle: async (context) => {
      const { id } = await findOr404(context, 'news', NEWS_NOT_FOUND)
      await context.payload.delete({ collection: newsSlug, id, ...asUser(context) })
      return ok(undefined, { message: 'Article supprimé avec succès' })
    },
  }),
]
