import { IMAGE_HEAD_BYTES, type UploadType } from '@/lib/uploadRules'

import { imageContentProblem, imageFileProblem } from './imageProblems'
import type { StoredImage } from './sendImage'

/** Upload file states of the spec (§4); 'sending' is a pending file on its way. */
export type EntryStatus = 'pending' | 'sending' | 'success' | 'error'

export type Entry = {
  key: string
  file: File
  status: EntryStatus
  error?: string
  stored?: StoredImage & { type: UploadType }
}

export const STATUS_LABELS: Record<EntryStatus, string> = {
  pending: 'En attente',
  sending: 'Envoi en cours…',
  success: 'Envoyé',
  error: 'Erreur',
}

let counter = 0

/** A chosen file as a list entry: pending when it passes the checks of §5, else an error. */
export async function entryFor(file: File): Promise<Entry> {
  const key = `${Date.now()}-${counter++}`
  const problem =
    imageFileProblem(file) ??
    imageContentProblem(
      file.name,
      new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer()),
    )
  return problem ? { key, file, status: 'error', error: problem } : { key, file, status: 'pending' }
}
