import type { DataFromCollectionSlug, RequiredDataFromCollectionSlug } from 'payload'
import type { z } from 'zod'

import { asUser, findOr404, removeDocument } from './documents'
import { ok } from './envelope'
import { route, type RouteContext, type RouteDef } from './route'

type Slug = 'departments' | 'equipment' | 'news'
type Doc<S extends Slug> = DataFromCollectionSlug<S>
type FlagField<S extends Slug> = {
  [K in keyof Doc<S>]-?: Doc<S>[K] extends boolean | null | undefined ? K : never
}[keyof Doc<S>]

/** `PATCH {path}/:id/{action}`: flips one checkbox, answers with the record and a French message. */
type Flag<S extends Slug> = {
  field: FlagField<S>
  action: string
  summary: string
  on: string
  off: string
}

/** What sets one collection's admin CRUD routes apart from another's. */
type AdminCrud<S extends Slug, C extends z.ZodType, U extends z.ZodType, L extends z.ZodType> = {
  collection: S
  /** The collection's path under /api: `/admin/departments`. */
  path: string
  tag: string
  summaries: { read: string; create: string; update: string; remove: string }
  messages: {
    notFound: string
    created: string
    updated: string | ((doc: Doc<S>, body: z.infer<U>) => string)
    deleted: string
  }
  body: { create: C; update: U }
  /** A request body as the collection's data: image URLs become media ids (and so on). */
  toData: (
    context: RouteContext<unknown, unknown>,
    body: z.infer<C> | z.infer<U>,
  ) => Promise<Partial<Doc<S>>>
  /** A new document's data: toData's, plus its required fields and defaults. */
  newDocument: (data: Partial<Doc<S>>, body: z.infer<C>) => RequiredDataFromCollectionSlug<S>
  /** A document as the legacy clients read it, and its schema in the OpenAPI document. */
  legacy: L
  toApi: (doc: Doc<S>) => z.infer<L>
  flags?: Flag<S>[]
}

/**
 * Read, create, update, delete and flag flips of one collection for the admin (back office §7),
 * with the signed-in admin's access: the same statuses and envelope for every collection.
 */
export function adminCrudRoutes<
  S extends Slug,
  C extends z.ZodType,
  U extends z.ZodType,
  L extends z.ZodType,
>(crud: AdminCrud<S, C, U, L>): RouteDef[] {
  const { collection, path, tag, summaries, messages, toApi, legacy: data } = crud
  const item = `${path}/:id`
  const find = (context: RouteContext<unknown, unknown>) =>
    findOr404(context, collection, messages.notFound)
  const update = async (
    context: RouteContext<unknown, unknown>,
    id: Doc<S>['id'],
    data: Partial<Doc<S>>,
  ) => {
    // Payload's update overloads do not resolve for a slug left generic: call it with the union
    const options = {
      collection: collection as Slug,
      id,
      ...asUser(context),
      data: data as Partial<Doc<Slug>>,
    }
    return (await context.payload.update(options)) as Doc<S>
  }

  return [
    route({
      method: 'GET',
      path: item,
      summary: summaries.read,
      tag,
      auth: 'admin',
      data,
      handle: async (context) => ok(toApi(await find(context))),
    }),
    route({
      method: 'POST',
      created: true,
      path,
      summary: summaries.create,
      tag,
      auth: 'admin',
      body: crud.body.create,
      data,
      handle: async (context) => {
        const data = crud.newDocument(await crud.toData(context, context.body), context.body)
        const doc = (await context.payload.create({
          collection,
          ...asUser(context),
          data,
        })) as Doc<S>
        return ok(toApi(doc), { status: 201, message: messages.created })
      },
    }),
    route({
      method: 'PUT',
      path: item,
      summary: summaries.update,
      tag,
      auth: 'admin',
      body: crud.body.update,
      data,
      handle: async (context) => {
        const { id } = await find(context)
        const doc = await update(context, id, await crud.toData(context, context.body))
        const { updated } = messages
        const message = typeof updated === 'string' ? updated : updated(doc, context.body)
        return ok(toApi(doc), { message })
      },
    }),
    route({
      method: 'DELETE',
      path: item,
      summary: summaries.remove,
      tag,
      auth: 'admin',
      data: null,
      handle: async (context) => {
        const { id } = await find(context)
        await removeDocument(context, collection, id)
        return ok(undefined, { message: messages.deleted })
      },
    }),
    ...(crud.flags ?? []).map(({ field, action, summary, on, off }) =>
      route({
        method: 'PATCH',
        path: `${item}/${action}`,
        summary,
        tag,
        auth: 'admin',
        data,
        handle: async (context) => {
          const current = await find(context)
          const data = { [field]: !current[field] } as Partial<Doc<S>>
          const doc = await update(context, current.id, data)
          return ok(toApi(doc), { message: doc[field] ? on : off })
        },
      }),
    ),
  ]
}
