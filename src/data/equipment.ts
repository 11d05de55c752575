import { unstable_cache } from 'next/cache'

import { equipmentSlug } from '@collections/Equipment'
import { EQUIPMENT_SORT } from '@/compat/resources/equipment'
import { toLegacyEquipment } from '@/compat/resources/equipmentShape'

import { payloadClient } from './payload'
import { tags } from './tags'

export type SiteEquipment = ReturnType<typeof toLegacyEquipment>

/**
 * Every active equipment record in the API's order and shape so that server-rendered
 * lists and client refetches hand the same objects to the same components.
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
    return docs.map(toLegacyEquipment)
  },
  ['equipment', 'active'],
  { tags: [tags.collection(equipmentSlug), tags.collection('media')] },
)
