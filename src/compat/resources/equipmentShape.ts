import { type SiteEquipment, toSiteEquipment } from '@/data/equipmentShape'
import type { Equipment } from '@/payload-types'

/** The site's machine in the legacy shape: `_id`, no card picture. */
function legacyEquipment({ id, card: _card, ...equipment }: SiteEquipment) {
  return { _id: id, ...equipment }
}

export const toLegacyEquipment = (doc: Equipment) => legacyEquipment(toSiteEquipment(doc))
