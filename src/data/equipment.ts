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
    return docs.map(toSiteEquipment)
  },
  ['equipment', 'active', 'v2'],
  { tags: [tags.collection(equipmentSlug), tags.collection(mediaSlug)] },
)
