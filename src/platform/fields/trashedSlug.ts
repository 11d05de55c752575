import type { CollectionBeforeChangeHook, CollectionSlug, PayloadRequest } from 'payload'

import { inDefaultLanguage, slugOfAnotherItem, slugPerLanguage } from './localizedSlugs'

/** What a slug becomes while its item is in the trash: `-corbeille-` and the item's id. */
const trashedSuffix = (id: number | string) => `-corbeille-${id}`

/**
 * An item moved to the trash lets its address go (as WordPress does): its slug takes
 * `-corbeille-{id}`, so a new item may be named as it was; restored, it takes its address back,
 * or the first free one after it (`-2`, `-3`…) when another item took it meanwhile. Neither move
 * is a rename: no redirect is left behind (src/platform/fields/addressRedirects.ts skips it). Another
 * language's own address (#45) stays the item's while it is in the trash: a save writes one
 * language, and the editor who wants it is told where it is (src/platform/fields/slug.ts). A move made
 * while editing another language moves no address, unless the address is shared (a department's).
 */
export const trashedSlug: CollectionBeforeChangeHook = async ({
  collection,
  data,
  originalDoc,
  operation,
  req,
}) => {
  const slug = originalDoc?.slug as string | undefined
  if (operation !== 'update' || !originalDoc || !slug || !('deletedAt' in data)) return data
  // edited in another language, the save's slug is that language's own (or the French one read)
  if (!inDefaultLanguage(req) && slugPerLanguage(req, collection.slug)) return data
  const suffix = trashedSuffix(originalDoc.id)
  if (data.deletedAt && !originalDoc.deletedAt)
    return { ...data, slug: slug.endsWith(suffix) ? slug : `${slug}${suffix}` }
  if (!data.deletedAt && originalDoc.deletedAt) {
    const wanted = slug.endsWith(suffix) ? slug.slice(0, -suffix.length) : slug
    return { ...data, slug: await freeSlug(req, collection.slug, wanted, originalDoc.id) }
  }
  return data
}

async function freeSlug(
  req: PayloadRequest,
  collection: CollectionSlug,
  wanted: string,
  id: number | string,
): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const candidate = attempt === 1 ? wanted : `${wanted}-${attempt}`
    const where = slugOfAnotherItem(req, collection, candidate, id)
    const { totalDocs } = await req.payload.count({ collection, where, trash: true, req })
    if (totalDocs === 0) return candidate
  }
}
