import 'server-only'

import { frenchOnly } from '@/i18n/frenchOnly'

import { cmsPathSegments } from './cmsRouteNotFound'
import {
  departmentsSlug,
  maintenanceSlug,
  newsSlug,
  siteSettingsSlug,
  topBarSlug,
  usersSlug,
} from '@/lib/slugs'

type Handler<Context> = (request: Request, context: Context) => Promise<Response>

/** What a REST write of the admin saved: a collection's document or a global. */
type Save =
  | { kind: 'created' | 'updated' | 'deleted'; collection: string }
  | { kind: 'global'; global: string }

/** Globals that are the site's settings rather than one of the home page's sections. */
const SETTINGS_GLOBALS = new Set([siteSettingsSlug, topBarSlug, maintenanceSlug])

/**
 * Whether a request is the admin's « Supprimer » of a collection with a trash: a JSON PATCH of
 * `deletedAt` alone (read from a copy, before Payload reads the body).
 */
function movesToTrash(request: Request): Promise<boolean> {
  const json = request.headers.get('content-type')?.includes('application/json')
  if (request.method !== 'PATCH' || !json) return Promise.resolve(false)
  return request
    .clone()
    .json()
    .then((body: unknown) => {
      const fields = body && typeof body === 'object' ? Object.entries(body) : []
      return fields.length === 1 && fields[0]![0] === 'deletedAt' && Boolean(fields[0]![1])
    })
    .catch(() => false)
}

function saveOf(request: Request, trashed: boolean): Save | null {
  const segments = cmsPathSegments(request).filter(Boolean)
  if (request.method === 'POST' && segments.length === 2 && segments[0] === 'globals')
    return { kind: 'global', global: segments[1] }
  if (request.method === 'POST' && segments.length === 1)
    return { kind: 'created', collection: segments[0] }
  if (request.method === 'PATCH' && segments.length === 2)
    return { kind: trashed ? 'deleted' : 'updated', collection: segments[0] }
  if (request.method === 'DELETE' && (segments.length === 1 || segments.length === 2))
    return { kind: 'deleted', collection: segments[0] }
  return null
}

/** The spec's message when a save or a deletion failed on the server (back office §8). */
function failure(save: Save): string {
  const failed = frenchOnly.saveFailed
  if (save.kind === 'global')
    return SETTINGS_GLOBALS.has(save.global) ? failed.settings : failed.section
  if (save.collection === departmentsSlug)
    return {
      created: failed.departmentCreate,
      updated: failed.departmentUpdate,
      deleted: failed.departmentDelete,
    }[save.kind]
  if (save.collection === newsSlug)
    return save.kind === 'deleted' ? failed.articleDelete : failed.articleSave
  return failed.other
}

type LabelOf = (collection: string) => Promise<string | undefined>
/** The signed-in account's id, if any. */
type AccountOf = (request: Request) => Promise<number | string | undefined>
type Describe = { singularLabel: LabelOf; accountOf: AccountOf }

async function spoken(
  save: Save,
  request: Request,
  body: Record<string, unknown>,
  { singularLabel, accountOf }: Describe,
): Promise<string | undefined> {
  // a deletion's success is Payload's own toast
  if (save.kind === 'deleted') return undefined
  if (save.kind === 'global')
    return SETTINGS_GLOBALS.has(save.global)
      ? frenchOnly.admin.settingsSaved
      : frenchOnly.admin.sectionSaved
  // a draft saved over an item keeps Payload's « Brouillon enregistré avec succès. »: the item
  // visitors see did not change
  if (save.kind === 'updated' && new URL(request.url).searchParams.get('draft') === 'true')
    return undefined
  const id = (body.doc as { id?: unknown } | undefined)?.id
  // one's own account is the « Paramètres » screen of the spec
  if (save.kind === 'updated' && save.collection === usersSlug && id !== undefined)
    if (String(id) === String(await accountOf(request))) return frenchOnly.admin.accountSaved
  const label = await singularLabel(save.collection)
  if (!label) return undefined
  return save.kind === 'created' ? frenchOnly.admin.created(label) : frenchOnly.admin.updated(label)
}

/** The same answer with another message: a success's `message`, a failure's `errors[0]`. */
function withMessage(response: Response, body: Record<string, unknown>, message: string) {
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.delete('content-encoding')
  const rewritten = response.ok
    ? { ...body, message }
    : { ...body, errors: [{ ...((body.errors as object[] | undefined)?.[0] ?? {}), message }] }
  return Response.json(rewritten, { status: response.status, headers })
}

/**
 * Payload answers every save with one generic message, which its admin shows as the toast
 * (« Mis à jour avec succès. »): the spec's toasts instead (back office §8), « Section
 * sauvegardée », « Paramètres sauvegardés », « Département créé/modifié avec succès », « Les
 * paramètres ont été sauvegardés avec succès » for one's own account. A save or deletion that
 * fails on the server (5xx) says what failed the spec's way too (« Impossible de supprimer
 * l’article », a move to the trash being the admin's deletion) instead of Payload's « Something went wrong »; a refusal (4xx) keeps its own
 * message, which names the field or the right that is missing.
 */
export function spokenSaveMessages<Context>(
  handler: Handler<Context>,
  describe: Describe,
): Handler<Context> {
  return async (request, context) => {
    const trashed = movesToTrash(request)
    const response = await handler(request, context)
    const save = response.ok || response.status >= 500 ? saveOf(request, await trashed) : null
    if (!save || !response.headers.get('content-type')?.includes('application/json'))
      return response
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as Record<string, unknown> | null
    if (!body) return response
    if (!response.ok) return withMessage(response, body, failure(save))
    const message = await spoken(save, request, body, describe)
    if (typeof body.message !== 'string' || !message) return response
    return withMessage(response, body, message)
  }
}
