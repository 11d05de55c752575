import 'server-only'

import { unstable_cache } from 'next/cache'

import { departmentsSlug, mediaSlug } from '@/lib/slugs'

import { type SiteDepartment, toSiteDepartment } from './departmentShape'
import { payloadClient } from './payload'
import { tags } from '@/cache/tags'
import { requestLocale } from '@/i18n/site/requestLocale'
import type { SiteLocale } from '@/lib/locales'

/**
 * Active departments in homepage order (anonymous access: inactive ones are never read); a
 * department without an order keeps its place in creation order.
 */
const cachedActiveDepartments = unstable_cache(
  async (locale: SiteLocale): Promise<SiteDepartment[]> => {
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
  ['departments', 'active', 'v3'],
  { tags: [tags.collection(departmentsSlug), tags.collection(mediaSlug)] },
)

/** The page's language unless told; each language is cached apart. */
export const listActiveDepartments = (locale = requestLocale()) => cachedActiveDepartments(locale)
