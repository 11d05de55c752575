import type { CollectionSlug, DataFromCollectionSlug } from 'payload'

import { ApiError } from './envelope'
import { parseId } from './ids'
import type { RouteContext } from './route'

/** Local API options that apply the signed-in user's access, as the admin UI would. */
export const asUser = (context: RouteContext<unknown, unknown>) =>
  ({ user: context.user, overrideAccess: false, depth: 1 }) as const

/** The document named by the URL's `:id`, or a 404 with the resource's French message. */
export async function findOr404<S extends CollectionSlug>(
  context: RouteContext<unknown, unknown>,
  collection: S,
  notFound: string,
): Promise<DataFromCollectionSlug<S>> {
  const id = parseId(context.payload, context.params.id ?? '', notFound)
  const doc = await context.payload.findByID({
    collection,
    id,
    depth: 1,
    disableErrors: true,
    overrideAccess: true,
  })
  if (!doc) throw new ApiError(404, notFound)
  return doc as DataFromCollectionSlug<S>
}

/**
 * A deletion through /api, as the admin's « Supprimer »: into the trash where the collection has
 * one (restored or deleted for good from the admin, emptied after TRASH_RETENTION_DAYS), deleted
 * otherwise. Either way the document is gone from every read at once.
 */
export async function removeDocument(
  context: RouteContext<unknown, unknown>,
  collection: CollectionSlug,
  id: number | string,
): Promise<void> {
  const access = { user: context.user, overrideAccess: false } as const
  if (context.payload.collections[collection]?.config.trash) {
    await context.payload.update({
      collection,
      id,
      data: { deletedAt: new Date().toISOString() },
      ...access,
    })
  } else await context.payload.delete({ collection, id, ...access })
}
