import type { CollectionSlug, DataFromCollectionSlug, Payload } from 'payload'

/** The one document of `collection` whose `field` equals `value` (a unique field), or undefined. */
export async function firstWhere<Slug extends CollectionSlug>(
  payload: Payload,
  collection: Slug,
  field: string,
  value: string,
): Promise<DataFromCollectionSlug<Slug> | undefined> {
  const { docs } = await payload.find({
    collection,
    where: { [field]: { equals: value } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] as DataFromCollectionSlug<Slug> | undefined
}
