import 'server-only'

import { tags } from '@/platform/cache/tags'
import { departmentsSlug, mediaSlug } from '@/lib/slugs'

import { cachedInLocale } from '@/platform/data/cachedInLocale'
import { type SiteDepartment, toSiteDepartment } from './shape'
import { payloadClient } from '@/platform/data/payload'

/**
 * Active departments in homepage order (anonymous access: inactive ones are never read); a
 * department without an order keeps its place in creation order.
 */
export const listActiveDepartments = cachedInLocale(
  async (locale): Promise<SiteDepartment[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: departmentsSlug,
      depth: 1,
      limit: 100,
      sort: 'createdAt',
      overrideAccess: false,
      locale,
      where: { isActive: { equals: true } },
    })
    return docs
      .map((doc, position) => toSiteDepartment(doc, position))
      .sort((a, b) => a.homepage.order - b.homepage.order)
  },
  ['departments', 'active'],
  [tags.collection(departmentsSlug), tags.collection(mediaSlug)],
)
