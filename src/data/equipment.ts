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

/** The page of one machine: the active one with that slug (a former one is redirected at the edge). */
export type EquipmentPage = { equipment: SiteEquipment } | null

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
    return docs[0] ? { equipment: toSiteEquipment(docs[0]) } : null
  },
  ['equipment', 'page', 'v2'],
  { tags: [tags.collection(equipmentSlug), tags.collection(mediaSlug)] },
)
