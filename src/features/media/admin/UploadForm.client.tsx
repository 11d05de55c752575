'use client'

import { toast } from '@payloadcms/ui'
import { useRef, useState } from 'react'

import { frenchOnly } from '@/i18n/frenchOnly'
import { UPLOAD_TYPE_LABELS, UPLOAD_TYPES, type UploadType } from '@/lib/uploadRules'

import { DropZone } from './DropZone.client'
import { entryFor, STATUS_LABELS, type Entry, type EntryStatus } from './entries'
import { FileRow } from './FileRow.client'
import { Recommendations } from './Recommendations'
import { sendImage } from './sendImage'
import './upload.scss'

/** Files on their way at once: each has its own request, and the server its own work. */
const PARALLEL_SENDS = 2
const MEDIA_LIBRARY = '/admin/collections/media'

function summary(entries: Entry[]): string {
  if (!entries.length) return 'Aucun fichier choisi.'
  const counts = (Object.keys(STATUS_LABELS) as EntryStatus[])
    .map((status) => [status, entries.filter((entry) => entry.status === status).length] as const)
    .filter(([, count]) => count > 0)
    .map(([status, count]) => `${STATUS_LABELS[status]} : ${count}`)
  return `${entries.length} fichier${entries.length > 1 ? 's' : ''} — ${counts.join(', ')}`
}

/**
 * The 'Envoyer des fichiers' screen (back office §2): several images at once for one upload type,
 * each checked here (§5) then sent on its own, with its state and, once stored, its address.
 */
export function UploadForm() {
  const [type, setType] = useState<UploadType>('images')
  const [entries, setEntries] = useState<Entry[]>([])
  const [sending, setSending] = useState(false)
  const [checking, setChecking] = useState(0)
  const sendingRef = useRef(false)

  const update = (key: string, change: Partial<Entry>) =>
    setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)))

  const add = async (files: File[]) => {
    setChecking((count) => count + 1)
    const checked = await Promise.all(files.map(entryFor))
    setEntries((list) => [...list, ...checked])
    setChecking((count) => count - 1)
    for (const entry of checked) if (entry.error) toast.error(entry.error)
  }

  const send = async () => {
    const queue = entries.filter((entry) => entry.status === 'pending')
    if (!queue.length || sendingRef.current) return
    sendingRef.current = true
    setSending(true)
    const chosenType = type
    let sent = 0
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        update(next.key, { status: 'sending' })
        try {
          const stored = await sendImage(next.file, chosenType)
          update(next.key, { status: 'success', stored: { ...stored, type: chosenType } })
          sent += 1
        } catch (error) {
          const message =
            error instanceof Error && error.message ? error.message : frenchOnly.upload.failed
          update(next.key, { status: 'error', error: message })
          toast.error(message)
        }
      }
    }
    await Promise.all(Array.from({ length: PARALLEL_SENDS }, worker))
    sendingRef.current = false
    setSending(false)
    if (sent) toast.success(frenchOnly.upload.uploaded(sent))
  }

  const pending = entries.filter((entry) => entry.status === 'pending').length
  return (
    <div className="bk-upload">
      <section className="bk-upload__card bk-upload__main" aria-label="Fichiers à envoyer">
        <div className="bk-upload__field">
          <label htmlFor="bk-upload-type">Catégorie de l’image</label>
          <select
            id="bk-upload-type"
            value={type}
            disabled={sending}
            onChange={(event) => setType(event.target.value as UploadType)}
          >
            {UPLOAD_TYPES.map((value) => (
              <option key={value} value={value}>
                {UPLOAD_TYPE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <DropZone onFiles={(files) => void add(files)} disabled={sending} />
        <p className="bk-upload__summary" role="status">
          {checking ? 'Vérification des fichiers…' : summary(entries)}
        </p>
        {entries.length > 0 && (
          <ul className="bk-upload__list" aria-label="Fichiers choisis" aria-live="polite">
            {entries.map((entry) => (
              <FileRow
                key={entry.key}
                entry={entry}
                onRemove={
                  sending
                    ? undefined
                    : () => setEntries((list) => list.filter((item) => item.key !== entry.key))
                }
              />
            ))}
          </ul>
        )}
        <div className="bk-upload__actions">
          <button
            type="button"
            className="bk-action"
            disabled={!pending || sending || checking > 0}
            onClick={() => void send()}
          >
            {sending ? 'Envoi en cours…' : 'Envoyer'}
          </button>
          <button
            type="button"
            className="bk-action bk-action--light"
            disabled={!entries.length || sending}
            onClick={() => setEntries([])}
          >
            Vider la liste
          </button>
          <a className="bk-upload__link" href={MEDIA_LIBRARY}>
            Voir la médiathèque
          </a>
        </div>
      </section>
      <Recommendations type={type} />
    </div>
  )
}
