import 'server-only'

import { unstable_cache } from 'next/cache'

import { tags } from '@/cache/tags'
import { equipmentSlug, mediaSlug } from '@/lib/slugs'

import { EQUIPMENT_SORT } from './equipmentQueries'
import { type SiteEquipment, toSiteEquipment } from './equipmentShape'
import { payloadClient } from './payload'

/**
 * Every active equipment record in the API's order, so that a server-rendered list and the
 * browser's refetch from /api/equipment (mapped back to this shape) show the same cards.
 */
export const listActiveEquipment = unstable_cache(
  async (): Promise<SiteEquipment[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: equipmentSlug,
      depth: 1,
      pagination: false,
      sort: EQUIPMENT_SORT,
      overrideAccess: false,
      where: { isActive: { equals: true } },
    })
    return docs.map((doc) => toSiteEquipment(doc))
  },
  ['equipment', 'active', 'v2'],
  { tags: [tags.collection(equipmentSlug), tags.collection(mediaSlug)] },
)

/** The page of one machine: the active one with that slug, or where a renamed one moved. */
export type EquipmentPage = { equipment: SiteEquipment } | { movedTo: string } | null

export const findEquipmentPage = unstable_cache(
  async (slug: string): Promise<EquipmentPage> => {
    const payload = await payloadClient()
    const active = { isActive: { equals: true } }
    const { docs } = await payload.find({
      collection: equipmentSlug,
      depth: 1,
      limit: 1,
      overrideAccess: false,
      where: { and: [{ slug: { equals: slug } }, active] },
    })
    if (docs[0]) return { equipment: toSiteEquipment(docs[0]) }
    const moved = await payload.find({
      collection: equipmentSlug,
      depth: 0,
      limit: 1,
      overrideAccess: false,
      select: { slug: true },
      where: { and: [{ previousSlugs: { equals: slug } }, active] },
    })
    const movedTo = moved.docs[0]?.slug
    return movedTo ? { movedTo } : null
  },
  ['equipment', 'page', 'v1'],
  { tags: [tags.collection(equipmentSlug), tags.collection(mediaSlug)] },
)
