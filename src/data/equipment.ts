import { unstable_cache } from 'next/cache'

import { equipmentSlug } from '@collections/Equipment'
import { toLegacyEquipment } from '@/compat/resources/equipmentShape'

import { payloadClient } from './payload'
import { tags } from './tags'

export type SiteEquipment = ReturnType<typeof toLegacyEquipment>

/**
 * Every active equipment record in display order, in the API's shape so that server-rendered
 * lists and client refetches hand the same objects to the same components.
 */
export const listActiveEquipment = unstable_cache(
  async (): Promise<SiteEquipment[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: equipmentSlug,
      depth: 1,
      pagination: false,
      sort: ['order', 'name'],
      overrideAccess: false,
      where: { isActive: { equals: true } },
    })
    return docs.map(toLegacyEquipment)
  },
  ['equipment', 'active'],
  { tags: [tags.collection(equipmentSlug), tags.collection('media')] },
)
