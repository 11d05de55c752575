import 'server-only'

import path from 'node:path'

import type { Payload } from 'payload'

import { topBarSlug } from '@/lib/slugs'
import { createBackupApart } from '@/platform/services/backup/backup'

/**
 * The globals « Réinitialiser le site » restores: every home section (the footer is one) and
 * the top bar. Users, messages, articles, machines, departments, files and the general settings
 * stay as they are.
 */
export function resettableGlobals(payload: Payload): string[] {
  return payload.config.globals
    .filter((global) => global.custom?.section || global.slug === topBarSlug)
    .map((global) => global.slug)
}

/**
 * A backup first (the same archive as `npm run backup`; its failure stops everything), then each
 * of those globals saved with its built-in defaults (`custom.defaults`, then each language's
 * `custom.translations`), as admin saves: versions, cache and open pages follow as after any save.
 */
export async function resetSite(payload: Payload): Promise<{ backup: string; reset: string[] }> {
  const { file } = await createBackupApart()
  const reset = resettableGlobals(payload)
  for (const slug of reset) await saveGlobalDefaults(payload, slug)
  return { backup: path.basename(file), reset }
}

/**
 * A global saved with its built-in defaults in French, then with its translations in the site's
 * other languages (#45): a global never saved reads Payload's French defaults in every language,
 * and a list first saved in English would have no French names.
 */
export async function saveGlobalDefaults(
  payload: Payload,
  slug: string,
  context?: Record<string, unknown>,
): Promise<void> {
  const custom = payload.config.globals.find((global) => global.slug === slug)?.custom
  await payload.updateGlobal({
    slug: slug as never,
    data: structuredClone(custom?.defaults ?? {}),
    overrideAccess: true,
    context,
  })
  for (const [locale, translated] of Object.entries(custom?.translations ?? {}))
    await payload.updateGlobal({
      slug: slug as never,
      locale: locale as never,
      data: structuredClone(translated ?? {}),
      overrideAccess: true,
      context,
    })
}
