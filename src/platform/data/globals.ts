import 'server-only'

import type { Payload } from 'payload'

import { cachedRead } from '@/platform/cache/cachedRead'
import { API_MEMO_TTL_MS, memo } from '@/platform/cache/memo'
import { tags } from '@/platform/cache/tags'
import { requestLocale } from '@/i18n/site/requestLocale'
import { DEFAULT_SITE_LOCALE, type SiteLocale } from '@/lib/locales'
import { equipmentSlug, mediaSlug } from '@/lib/slugs'
import type { Config } from '@/generated/payload-types'

import { withoutBackOfficeFields } from './backOfficeFields'
import { localeDefaults, withGlobalDefaults, type SiteGlobalSlug } from './globalDefaults'
import { logReadFailure, payloadClient } from './payload'

export type GlobalSlug = SiteGlobalSlug
export type GlobalData<S extends GlobalSlug> = Config['globals'][S]

/**
 * The collections a global shows documents of, beyond its pictures: its cache follows them too
 * (a price grid's row reads its machine's rates, src/features/home/machineRows.ts).
 */
const SHOWN_COLLECTIONS: Partial<Record<GlobalSlug, string[]>> = {
  'section-quote-calculator': [equipmentSlug],
}

const shownTags = (slug: GlobalSlug) =>
  (SHOWN_COLLECTIONS[slug] ?? []).map((collection) => tags.collection(collection))

/** A global as stored, less the back office's own fields, with the built-in defaults where data is missing. */
async function findWithDefaults<S extends GlobalSlug>(
  payload: Payload,
  slug: S,
  locale: SiteLocale = DEFAULT_SITE_LOCALE,
): Promise<GlobalData<S>> {
  const stored = await payload.findGlobal({ slug, depth: 1, overrideAccess: true, locale })
  return withGlobalDefaults(slug, withoutBackOfficeFields(payload, slug, stored), locale)
}

/**
 * A global for the public pages, in the page's language (French where a text has no
 * translation), cached under its tag until a save revalidates it. A failed read is not cached:
 * the page gets the defaults (spec: "defaults are kept when section data fails to load").
 */
export async function readGlobal<S extends GlobalSlug>(
  slug: S,
  locale = requestLocale(),
): Promise<GlobalData<S>> {
  try {
    return await cachedRead(
      async () => findWithDefaults(await payloadClient(), slug, locale),
      ['global', slug, locale],
      [tags.global(slug), ...shownTags(slug)],
    )()
  } catch (error) {
    logReadFailure(`Lecture de ${slug} impossible, valeurs par défaut utilisées`, error)
    return localeDefaults(slug, locale)
  }
}

/**
 * The same global for the /api reads (French unless `?locale=` asks otherwise), answered from memory (the maintenance status is polled
 * every 3 s by every visitor). A failed read throws: the API answers it (503 when the database
 * is out of reach), the edge then treats maintenance as off.
 */
export function readGlobalForApi<S extends GlobalSlug>(
  payload: Payload,
  slug: S,
  locale: SiteLocale = DEFAULT_SITE_LOCALE,
): Promise<GlobalData<S>> {
  return memo(
    `global:${slug}:${locale}`,
    [tags.global(slug), tags.collection(mediaSlug), ...shownTags(slug)],
    API_MEMO_TTL_MS,
    () => findWithDefaults(payload, slug, locale),
  )
}
