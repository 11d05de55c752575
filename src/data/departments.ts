import { unstable_cache } from 'next/cache'

import { departmentsSlug } from '@collections/Departments'
import type { Department } from '@/payload-types'

import { payloadClient } from './payload'
import { tags } from './tags'

/** Active departments in homepage order (anonymous access: inactive ones are never read). */
export const listActiveDepartments = unstable_cache(
  async (): Promise<Department[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: departmentsSlug,
      depth: 1,
      limit: 100,
      sort: 'homepageSettings.homepageOrder',
      overrideAccess: false,
      where: { isActive: { equals: true } },
    })
    return docs
  },
  ['departments', 'active'],
  { tags: [tags.collection(departmentsSlug), tags.collection('media')] },
)
