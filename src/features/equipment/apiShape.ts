import type { z } from 'zod'

import { type SiteEquipment, siteEquipmentSchema, toSiteEquipment } from './shape'
import { storedMediaUrl } from '@/lib/media'
import type { Equipment } from '@/generated/payload-types'

/** A machine as /api answers it: the site's, `id` as `_id`, no card picture nor SEO fields, its pictures' stored addresses. */
export const apiEquipmentSchema = siteEquipmentSchema
  .omit({ id: true })
  .extend({ _id: siteEquipmentSchema.shape.id })

function apiEquipment({
  id,
  card: _card,
  seo: _seo,
  ...equipment
}: SiteEquipment): z.infer<typeof apiEquipmentSchema> {
  return { _id: id, ...equipment }
}

export const toApiEquipment = (doc: Equipment) => apiEquipment(toSiteEquipment(doc, storedMediaUrl))
