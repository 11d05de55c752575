import 'server-only'

import { fr } from '@/i18n/fr'

import { cmsPathSegments } from './cmsRouteNotFound'
import { maintenanceSlug, siteSettingsSlug, topBarSlug } from '@/lib/slugs'

type Handler<Context> = (request: Request, context: Context) => Promise<Response>

/** What a REST write of the admin saved: a collection's document or a global. */
type Save = { kind: 'created' | 'updated'; collection: string } | { kind: 'global'; global: string }

/** Globals that are the site's settings rather than one of the home page's sections. */
const SETTINGS_GLOBALS = new Set([siteSettingsSlug, topBarSlug, maintenanceSlug])

function saveOf(request: Request): Save | null {
  const segments = cmsPathSegments(request).filter(Boolean)
  if (request.method === 'POST' && segments.length === 2 && segments[0] === 'globals')
    return { kind: 'global', global: segments[1] }
  if (request.method === 'POST' && segments.length === 1)
    return { kind: 'created', collection: segments[0] }
  if (request.method === 'PATCH' && segments.length === 2)
    return { kind: 'updated', collection: segments[0] }
  return null
}

type LabelOf = (collection: string) => Promise<string | undefined>

async function spoken(save: Save, singularLabel: LabelOf): Promise<string | undefined> {
  if (save.kind === 'global')
    return SETTINGS_GLOBALS.has(save.global) ? fr.admin.settingsSaved : fr.admin.sectionSaved
  const label = await singularLabel(save.collection)
  if (!label) return undefined
  return save.kind === 'created' ? fr.admin.created(label) : fr.admin.updated(label)
}

/**
 * Payload answers every save with one generic message, which its admin shows as the toast
 * (« Mis à jour avec succès. »): the spec's toasts instead (back office §8), « Section
 * sauvegardée », « Paramètres sauvegardés », « Département créé/modifié avec succès ».
 */
export function spokenSaveMessages<Context>(
  handler: Handler<Context>,
  singularLabel: LabelOf,
): Handler<Context> {
  return async (request, context) => {
    const response = await handler(request, context)
    const save = response.ok ? saveOf(request) : null
    if (!save || !response.headers.get('content-type')?.includes('application/json'))
      return response
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as Record<string, unknown> | null
    const message = await spoken(save, singularLabel)
    if (typeof body?.message !== 'string' || !message) return response
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    headers.delete('content-encoding')
    return Response.json({ ...body, message }, { status: response.status, headers })
  }
}
