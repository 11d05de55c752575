import type { Payload } from 'payload'

import { withGlobalDefaults } from '@/data/globalDefaults'
import type { GlobalData, GlobalSlug } from '@/data/globals'
import { API_MEMO_TTL_MS, memo } from '@/cache/memo'
import { tags } from '@/cache/tags'

/**
 * A global with the built-in defaults where data is missing, answered from memory: these are
 * the hot reads (maintenance status is polled every 3 s by every visitor).
 */
export function loadGlobal<S extends GlobalSlug>(payload: Payload, slug: S): Promise<GlobalData<S>> {
  return memo(`global:${slug}`, [tags.global(slug), tags.collection('media')], API_MEMO_TTL_MS, async () =>
    withGlobalDefaults(slug, await payload.findGlobal({ slug, depth: 1, overrideAccess: true })),
  )
}
