import type { CollectionAfterChangeHook } from 'payload'

import type { Redirect } from '@/payload-types'

import { redirectKey } from '@/lib/redirectPaths'
import { redirectsSlug } from '@/lib/slugs'

/**
 * A renamed item leaves a redirect from its former address to itself (not to the new address: a
 * later rename moves every former address with it, so no chain is ever stored). Renamed back,
 * the address is its own again and its redirect goes. A move to or out of the trash is no rename
 * (src/fields/trashedSlug.ts).
 */
export const redirectFormerAddress =
  (pathOf: (slug: string) => string): CollectionAfterChangeHook =>
  async ({ collection, doc, operation, previousDoc, req }) => {
    const before = previousDoc?.slug as string | undefined
    const after = doc.slug as string | undefined
    if (operation !== 'update' || !before || !after || before === after) return doc
    if (Boolean(doc.deletedAt) !== Boolean(previousDoc?.deletedAt)) return doc
    const from = redirectKey(pathOf(before))
    const now = redirectKey(pathOf(after))
    const access = { overrideAccess: true, req } as const
    await req.payload.delete({
      collection: redirectsSlug,
      where: { from: { equals: now } },
      ...access,
    })
    if (!from || from === now) return doc
    // the collections the redirects plugin links to (src/plugins/redirects.ts)
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
