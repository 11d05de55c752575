import 'server-only'

import { globals } from '@globals/index'

import { DEFAULT_SITE_LOCALE, type SiteLocale } from '@/lib/locales'
import { mergeDefaults } from '@/data/mergeDefaults'
import type { Config } from '@/generated/payload-types'

type Globals = Config['globals']
/** The site's own globals (Payload adds its jobs' statistics, which has no defaults). */
export type SiteGlobalSlug = Exclude<keyof Globals, 'payload-jobs-stats'>

/**
 * Built-in defaults of every global, by slug: what the readers fall back to. Each global's
 * configuration carries its own (`custom.defaults`, contentGlobal in src/fields/sectionGlobal.ts).
 */
export const globalDefaults = Object.fromEntries(
  globals.map((global) => [global.slug, global.custom?.defaults]),
) as { [S in SiteGlobalSlug]: Globals[S] }

/** The built-in defaults of a global in one language: its translation, else the French. */
export function localeDefaults<S extends SiteGlobalSlug>(
  slug: S,
  locale: SiteLocale = DEFAULT_SITE_LOCALE,
): Globals[S] {
  const translated = globals.find((global) => global.slug === slug)?.custom?.translations?.[locale]
  return (translated ?? globalDefaults[slug]) as Globals[S]
}

/** A stored global over its built-in defaults (stored null or undefined → the default). */
export function withGlobalDefaults<S extends SiteGlobalSlug>(
  slug: S,
  stored: unknown,
  locale: SiteLocale = DEFAULT_SITE_LOCALE,
): Globals[S] {
  return mergeDefaults(stored, localeDefaults(slug, locale))
}
