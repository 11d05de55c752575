import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionSlug,
  PayloadRequest,
} from 'payload'

import type { Redirect } from '@/generated/payload-types'

import { redirectKey } from '@/lib/redirectPaths'

import { savedLanguage, storedSlugs } from './localizedSlugs'
import { redirectsSlug } from '@/lib/slugs'

const publishedSlugKey = (collection: string, id: unknown) => `publishedSlug:${collection}:${id}`

/**
 * With Payload's drafts, the save before a publish is often a draft that already has the new
 * slug: the address visitors knew is the main document's (a draft is kept in the versions only),
 * read here before the publish replaces it.
 */
export const rememberPublishedAddress: CollectionBeforeChangeHook = async ({
  collection,
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !originalDoc || data._status !== 'published') return data
  const key = publishedSlugKey(collection.slug, originalDoc.id)
  // a context may outlive its save (a Local API caller passing the same object each time)
  delete req.context[key]
  const published = await storedSlugs(req, collection.slug, originalDoc.id)
  const slug = published.slugs[savedLanguage(req)]
  if (published.status === 'published' && slug) req.context[key] = slug
  return data
}

/**
 * Whether `slug` is still one of the item's addresses in a language: an English address first
 * typed replaces the French one it read until then (#45), which must not be redirected away.
 */
const stillAnAddress = async (
  req: PayloadRequest,
  collection: CollectionSlug,
  id: number | string,
  slug: string,
) => Object.values((await storedSlugs(req, collection, id)).slugs).includes(slug)

/**
 * A renamed item leaves a redirect from its former address to itself (not to the new address: a
 * later rename moves every former address with it, so no chain is ever stored). Renamed back,
 * the address is its own again and its redirect goes. A move to or out of the trash is no rename
 * (src/platform/fields/trashedSlug.ts). With drafts, only a publish moves an address, from the one
 * published before (`rememberPublishedAddress`).
 */
export const redirectFormerAddress =
  (pathOf: (slug: string) => string): CollectionAfterChangeHook =>
  async ({ collection, doc, operation, previousDoc, req }) => {
    // a draft changes no address (the public one is the published version's)
    if (doc._status === 'draft') return doc
    const key = publishedSlugKey(collection.slug, doc.id)
    const before = (collection.versions?.drafts ? req.context[key] : previousDoc?.slug) as
      string | undefined
    delete req.context[key]
    const after = doc.slug as string | undefined
    if (operation !== 'update' || !before || !after || before === after) return doc
    if (Boolean(doc.deletedAt) !== Boolean(previousDoc?.deletedAt)) return doc
    if (await stillAnAddress(req, collection.slug, doc.id, before)) return doc
    const from = redirectKey(pathOf(before))
    const now = redirectKey(pathOf(after))
    const access = { overrideAccess: true, req } as const
    await req.payload.delete({
      collection: redirectsSlug,
      where: { from: { equals: now } },
      ...access,
    })
    if (!from || from === now) return doc
    // the collections the redirects plugin links to (src/platform/plugins/redirects.ts)
    const reference = { relationTo: collection.slug, value: doc.id } as NonNullable<
      NonNullable<Redirect['to']>['reference']
    >
    const data = { from, to: { type: 'reference' as const, reference }, type: '301' as const }
    const { docs } = await req.payload.find({
      collection: redirectsSlug,
      where: { from: { equals: from } },
      limit: 1,
      depth: 0,
      ...access,
    })
    if (docs[0])
      await req.payload.update({ collection: redirectsSlug, id: docs[0].id, data, ...access })
    else await req.payload.create({ collection: redirectsSlug, data, ...access })
    return doc
  }
