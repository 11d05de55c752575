import type { CollectionBeforeOperationHook } from 'payload'

/** The spec's visibility box of a collection with Payload's drafts: an article's, a machine's… */
type Flag = 'isPublished' | 'isActive'

/**
 * The spec's box that says whether visitors see an item (an article's `isPublished`, « Publié /
 * Brouillon »; a machine's or a department's `isActive`, « Actif / Inactif »), the /api's field
 * and filter, follows the main document's `_status` once the collection has Payload's drafts (#44):
 *
 * - A draft save writes a version only: the item visitors see keeps its state (a new item saved
 *   as a draft is not shown).
 * - A publication, an unpublication or a scheduled one (`_status`) sets it.
 * - A caller that sends the box alone (the /api, the list's switch) publishes or unpublishes.
 * - A new item sent with neither is published (the spec's defaults: a new article is published,
 *   a new machine or department active; Payload's own default status is the draft).
 * - A change sent with neither (the /api's edit of a title, a flag flipped) keeps the item as
 *   visitors see it: Payload would write it with the status of its latest version, a pending
 *   draft's, and so take a published item off the site.
 *
 * Before the operation, where Payload's `draft` argument is still known: its hooks are not told.
 */
export function publicationFlag(flag: Flag): CollectionBeforeOperationHook {
  return async ({ args, collection, operation }) => {
    if (operation !== 'create' && operation !== 'update') return args
    const data = args.data as (Record<Flag, unknown> & { _status?: string }) | undefined
    if (!data) return args
    if (args.draft && data._status !== 'published') {
      if (operation === 'create') data[flag] = false
      else delete data[flag]
    } else if (data._status) {
      data[flag] = data._status === 'published'
    } else if (typeof data[flag] === 'boolean') {
      data._status = data[flag] ? 'published' : 'draft'
    } else if (operation === 'create') {
      data._status = 'published'
      data[flag] = true
    } else if ('id' in args && args.id !== undefined) {
      const main = await args.req.payload.db.findOne<{ id: number; _status?: string }>({
        collection: collection.slug,
        where: { id: { equals: args.id } },
        req: args.req,
      })
      if (main?._status) {
        data._status = main._status
        data[flag] = main._status === 'published'
      }
    }
    return args
  }
}
