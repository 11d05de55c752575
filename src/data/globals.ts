import { unstable_cache } from 'next/cache'

import type { Config } from '@/payload-types'

import { globalDefaults, withGlobalDefaults } from './globalDefaults'
import { payloadClient } from './payload'
import { tags } from '@/cache/tags'

export type GlobalSlug = keyof Config['globals']
export type GlobalData<S extends GlobalSlug> = Config['globals'][S]

/**
 * A global as the public site shows it: stored values over the built-in defaults, cached
 * under the global's tag until a save revalidates it. A failed read is not cached: the page
 * gets the defaults (spec: "defaults are kept when section data fails to load").
 */
export async function readGlobal<S extends GlobalSlug>(slug: S): Promise<GlobalData<S>> {
  const defaults = globalDefaults[slug] as unknown as GlobalData<S>
  try {
    const stored = await unstable_cache(
      async () => (await payloadClient()).findGlobal({ slug, depth: 1 }),
      ['global', slug],
      { tags: [tags.global(slug)] },
    )()
    return withGlobalDefaults(slug, stored)
  } catch (error) {
    console.error(`Lecture de ${slug} impossible, valeurs par défaut utilisées :`, error)
    return defaults
  }
}
