import { unstable_cache } from 'next/cache'

import { equipmentSlug } from '@/lib/slugs'
import { mediaPicture, type Picture } from '@/lib/media'
import { EQUIPMENT_SORT } from '@/compat/resources/equipment'
import { toLegacyEquipment } from '@/compat/resources/equipmentShape'
import { CARD_PICTURE_SIZES } from '@/lib/pictures'
import type { Equipment } from '@/payload-types'

import { payloadClient } from './payload'
import { tags } from '@/cache/tags'

/**
 * The API's equipment, and, when read on the server, the card's picture in Payload's webp sizes
 * (a list the browser fetches from /api/equipment has none: the card shows `images.main`).
 */
export type SiteEquipment = ReturnType<typeof toLegacyEquipment> & { card?: Picture | null }

const toSiteEquipment = (doc: Equipment): SiteEquipment => ({
  ...toLegacyEquipment(doc),
  card: mediaPicture(doc.images?.main, CARD_PICTURE_SIZES),
})

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
    return docs.map(toSiteEquipment)
  },
  ['equipment', 'active'],
  { tags: [tags.collection(equipmentSlug), tags.collection('media')] },
)
