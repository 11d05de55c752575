import 'server-only'

import { unstable_cache } from 'next/cache'

import { tags } from '@/cache/tags'
import { requestLocale } from '@/i18n/site/requestLocale'
import type { SiteLocale } from '@/lib/locales'
import { equipmentSlug, mediaSlug } from '@/lib/slugs'

import { EQUIPMENT_SORT } from './equipmentQueries'
import { type SiteEquipment, toSiteEquipment } from './equipmentShape'
import { payloadClient } from './payload'

/**
 * Every active equipment record in the API's order, so that a server-rendered list and the
 * browser's refetch from /api/equipment (mapped back to this shape) show the same cards.
 */
const cachedActiveEquipment = unstable_cache(
  async (locale: SiteLocale): Promise<SiteEquipment[]> => {
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
  ['equipment', 'active', 'v2'],
  { tags: [tags.collection(equipmentSlug), tags.collection(mediaSlug)] },
)

/** The page's language unless told (src/i18n/site/requestLocale.ts); each language is cached apart. */
export const listActiveEquipment = (locale = requestLocale()) => cachedActiveEquipment(locale)

/** The page of one machine: the active one with that slug (a former one is redirected at the edge). */
export type EquipmentPage = { equipment: SiteEquipment } | null

const cachedEquipmentPage = unstable_cache(
  async (slug: string, locale: SiteLocale): Promise<EquipmentPage> => {
    const payload = await payloadClient()
    const active = { isActive: { equals: true } }
    const { docs } = await payload.find({
      collection: equipmentSlug,
      depth: 1,
      limit: 1,
      overrideAccess: false,
      locale,
      where: { and: [{ slug: { equals: slug } }, active] },
    })
    return docs[0] ? { equipment: toSiteEquipment(docs[0]) } : null
  },
  ['equipment', 'page', 'v2'],
  { tags: [tags.collection(equipmentSlug), tags.collection(mediaSlug)] },
)

export const findEquipmentPage = (slug: string, locale = requestLocale()) =>
  cachedEquipmentPage(slug, locale)
