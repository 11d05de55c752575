// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import { addDataAndFileToRequest, APIError, type PayloadRequest } from 'payload'

import { relationId } from '@/lib/relationId'
import { handoversSlug, yardPhotosSlug } from '@/lib/slugs'
import { actionAnswer, adminAction } from '@/platform/endpoints/adminAction'
import { cmsUploadLimits } from '@/platform/plugins/cmsBodyLimit'
import { privatePdfResponse } from '@/platform/pdf/response'
import { afterAnswer } from '@/platform/services/afterAnswer'

import { keptUnder, reservationFound, SEND_KEY } from './keys'
import { handoverNote, mailHandoverNote } from './note'
import { HandoverConflict, recordHandover } from './record'

const refuse = (message: string, status = 400): never => {
  throw new APIError(message, status, null, true)
}

const error413 = cmsUploadLimits.responseOnLimit

const photoByKey = (req: PayloadRequest, key: string) => keptUnder(req, yardPhotosSlug, key)

/**
 * `POST /api/cms/yard-photos/keep` (multipart: `_payload` `{ key, reservation }`, `file`): one photo or
 * signature of the yard, kept once under the phone's key (#62): the same key again answers the
 * photo kept the first time.
 */
export const keepPhotoEndpoint = adminAction('post', '/keep', async (req) => {
  const read = await addDataAndFileToRequest(req).then(
    () => 'read' as const,
    (error: unknown) => {
      // the file over the upload limit: a 413, which the body's limit names (cmsBodyLimit.ts)
      if (error instanceof APIError && error.message === cmsUploadLimits.responseOnLimit)
        return 'too large' as const
      if (error instanceof SyntaxError || error instanceof APIError) return 'unreadable' as const
      throw error
    },
  )
  if (read === 'too large')
    return Response.json({ errors: [{ message: error413 }] }, { status: 413 })
  if (read === 'unreadable') return refuse('La photo envoyée n’est pas lisible : reprenez-la.')
  const { key, reservation } = (req.data ?? {}) as { key?: unknown; reservation?: unknown }
  if (typeof key !== 'string' || !SEND_KEY.test(key))
    return refuse('Chaque photo est envoyée avec sa clé (16 à 64 lettres, chiffres, - ou _).')
  const kept = await photoByKey(req, key)
  if (kept) return actionAnswer(200, { id: kept.id, duplicate: true })
  const found = await reservationFound(req, reservation)
  if (!req.file) return refuse('Aucune photo reçue : reprenez-la.')
  try {
    const photo = await req.payload.create({
      collection: yardPhotosSlug,
      data: { key, reservation: found.id },
      file: req.file,
      depth: 0,
      overrideAccess: true,
      req,
    })
    return actionAnswer(201, { id: photo.id, duplicate: false })
  } catch (error) {
    const first = await photoByKey(req, key)
    if (first) return actionAnswer(200, { id: first.id, duplicate: true })
    throw error
  }
})

/**
 * `POST /api/cms/handovers/record` (JSON, handoverBody.ts): a check-out or a return from the
 * yard's phone (record.ts). 201 when recorded, 200 with `duplicate` when this key was recorded
 * already, 409 with `conflict` when the office changed the reservation since the phone read it.
 * The note is mailed to the customer once the answer is out.
 */
export const recordHandoverEndpoint = adminAction('post', '/record', async (req) => {
  const body = await req.json?.().catch(() => undefined)
  if (body === undefined) return refuse('La fiche envoyée n’est pas lisible : renvoyez-la.')
  try {
    const { handover, duplicate } = await recordHandover(req, body)
    if (!duplicate)
      afterAnswer(() => mailHandoverNote(req.payload, handover.id), 'Envoi d’un bon du parc')
    return actionAnswer(duplicate ? 200 : 201, {
      id: handover.id,
      duplicate,
      kind: handover.kind,
      reservation: relationId(handover.reservation),
      total: handover.total ?? null,
      charges: handover.charges ?? [],
      message:
        handover.kind === 'out'
          ? 'Sortie enregistrée : le bon de sortie part au client.'
          : 'Retour enregistré : le bon de retour part au client.',
    })
  } catch (error) {
    if (error instanceof HandoverConflict)
      return actionAnswer(409, { message: error.message, conflict: true })
    throw error
  }
})

/** `GET /api/cms/handovers/:id/note.pdf`: the note of a check-out or return, drawn again. */
export const handoverNoteEndpoint = adminAction('get', 'note.pdf', async (req, id) => {
  const handover = await req.payload
    .findByID({ collection: handoversSlug, id, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!handover) return refuse('Bon introuvable.', 404)
  const { bytes, fileName } = await handoverNote(req.payload, handover)
  return privatePdfResponse({ bytes, fileName })
})
