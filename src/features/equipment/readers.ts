import 'server-only'

import { tags } from '@/platform/cache/tags'
import { equipmentSlug, mediaSlug } from '@/lib/slugs'

import { cachedInLocale } from '@/platform/data/cachedInLocale'
import { atSlugInAnyLanguage, type ItemSlugs, withSlugs } from '@/platform/data/itemSlugs'
import { EQUIPMENT_SORT } from './queries'
import { type SiteEquipment, toSiteEquipment } from './shape'
import { payloadClient } from '@/platform/data/payload'

/**
 * Every active equipment record in the API's order, so that a server-rendered list and the
 * browser's refetch from /api/equipment (mapped back to this shape) show the same cards.
 */
export const listActiveEquipment = cachedInLocale(
  async (locale): Promise<SiteEquipment[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: equipmentSlug,
      depth: 1,
      pagination: false,
      sort: EQUIPMENT_SORT,
      overrideAccess: false,
      locale,
      where: { isActive: { equals: true } },
    })
    return docs.map((doc) => toSiteEquipment(doc))
  },
  ['equipment', 'active'],
  [tags.collection(equipmentSlug), tags.collection(mediaSlug)],
)

/**
 * The page of one machine: the active one with that slug in any language (a former one is
 * redirected at the edge), with its address in each.
 */
export type EquipmentPage = { equipment: SiteEquipment; slugs: ItemSlugs } | null

export const findEquipmentPage = cachedInLocale(
  async (locale, slug: string): Promise<EquipmentPage> => {
    const payload = await payloadClient()
    const active = { isActive: { equals: true } }
    const { docs } = await payload.find({
      collection: equipmentSlug,
      depth: 1,
      limit: 1,
      overrideAccess: false,
      locale,
      where: { and: [atSlugInAnyLanguage(slug), active] },
    })
    const [page] = await withSlugs(payload, equipmentSlug, docs, (doc) => toSiteEquipment(doc))
    return page ? { equipment: page, slugs: page.slugs } : null
  },
  ['equipment', 'page'],
  [tags.collection(equipmentSlug), tags.collection(mediaSlug)],
)
