import 'server-only'

import { DEFAULT_SITE_LOCALE, type SiteLocale } from '@/lib/locales'
import { mergeDefaults } from '@/platform/data/mergeDefaults'
import type { Config } from '@/generated/payload-types'

type Globals = Config['globals']
/** The site's own globals (Payload adds its jobs' statistics, which has no defaults). */
export type SiteGlobalSlug = Exclude<keyof Globals, 'payload-jobs-stats'>

/** A global's configuration as far as its defaults go (`custom`, contentGlobal in src/platform/fields/sectionGlobal.ts). */
type GlobalDefaultsConfig = {
  slug: string
  custom?: { defaults?: unknown; translations?: Partial<Record<string, unknown>> }
}

/**
 * The built-in defaults of a global in one language among `globals`: its translation, else the
 * French. Each global's configuration carries its own (`custom.defaults`).
 */
export function localeDefaultsIn<S extends SiteGlobalSlug>(
  globals: readonly GlobalDefaultsConfig[],
  slug: S,
  locale: SiteLocale = DEFAULT_SITE_LOCALE,
): Globals[S] {
  const custom = globals.find((global) => global.slug === slug)?.custom
  return (custom?.translations?.[locale] ?? custom?.defaults) as Globals[S]
}

/**
 * The built-in defaults of a global in one language, from the running configuration: the readers
 * take them from what payload.config.ts assembled rather than import the globals (a feature's
 * section would otherwise import its own reader back).
 */
export async function localeDefaults<S extends SiteGlobalSlug>(
  slug: S,
  locale: SiteLocale = DEFAULT_SITE_LOCALE,
): Promise<Globals[S]> {
  // imported when first asked: a test of the pure function above loads no configuration
  const { default: config } = await import('@payload-config')
  return localeDefaultsIn((await config).globals as GlobalDefaultsConfig[], slug, locale)
}

/** A stored global over its built-in defaults (stored null or undefined → the default). */
export async function withGlobalDefaults<S extends SiteGlobalSlug>(
  slug: S,
  stored: unknown,
  locale: SiteLocale = DEFAULT_SITE_LOCALE,
): Promise<Globals[S]> {
  return mergeDefaults(stored, await localeDefaults(slug, locale))
}
