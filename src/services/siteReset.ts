import 'server-only'

import path from 'node:path'

import type { Payload } from 'payload'

import { topBarSlug } from '@/lib/slugs'
import { createBackupApart } from '@/services/backup/backup'

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
 * of those globals saved with its built-in defaults (`custom.defaults`), as one admin save each:
 * versions, cache and open pages follow as after any save.
 */
export async function resetSite(payload: Payload): Promise<{ backup: string; reset: string[] }> {
  const { file } = await createBackupApart()
  const reset = resettableGlobals(payload)
  for (const slug of reset) {
    const defaults = payload.config.globals.find((global) => global.slug === slug)?.custom?.defaults
    await payload.updateGlobal({
      slug: slug as never,
      data: structuredClone(defaults ?? {}),
      overrideAccess: true,
    })
  }
  return { backup: path.basename(file), reset }
}
