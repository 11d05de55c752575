'use client'

import { toast } from '@payloadcms/ui'
import { type ReactNode, useEffect } from 'react'

import { frenchOnly } from '@/i18n/frenchOnly'
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MB } from '@/lib/constants'

import { mayShrink, shrinkPhoto } from '../shrinkPhoto'

/** A container whose form lists its own refusals (« Envoyer des fichiers »): files over the limit reach it. */
export const OWN_FILE_CHECKS = 'data-own-file-checks'

const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`

/** The files made fit to send, and a toast for each photo resized or file refused. */
async function prepare(files: File[], target: Element): Promise<File[]> {
  const ownChecks = Boolean(target.closest(`[${OWN_FILE_CHECKS}]`))
  const ready: File[] = []
  for (const file of files) {
    const sent = await shrinkPhoto(file)
    if (sent !== file)
      toast.info(frenchOnly.upload.shrunk(file.name, megabytes(file.size), megabytes(sent.size)))
    if (sent.size > UPLOAD_MAX_BYTES && !ownChecks)
      toast.error(frenchOnly.upload.tooLarge(file.name, UPLOAD_MAX_MB))
    else ready.push(sent)
  }
  return ready
}

function fileList(files: File[]): DataTransfer {
  const transfer = new DataTransfer()
  for (const file of files) transfer.items.add(file)
  return transfer
}

const needsWork = (files: File[]) =>
  files.some((file) => mayShrink(file) || file.size > UPLOAD_MAX_BYTES)

/**
 * Around the whole admin, so that every way a file enters it is covered: a file input's choice
 * (Payload's upload fields and drawers, « Créer plusieurs », « Envoyer des fichiers »), a drop and
 * a paste. Caught before React and Payload's drop zones see it (capture on window), a phone photo
 * is resized first (shrinkPhoto) and the event given again with the smaller file; a file that
 * stays over the limit is refused here with the spec's message naming it, where the server would
 * only have said that the request is too large.
 */
export function PhotoShrinker({ children }: { children?: ReactNode }) {
  useEffect(() => {
    const forwarded = new WeakSet<Event>()
    const again = (target: EventTarget, event: Event) => {
      forwarded.add(event)
      target.dispatchEvent(event)
    }

    const onChange = (event: Event) => {
      const input = event.target
      if (forwarded.has(event) || !(input instanceof HTMLInputElement) || input.type !== 'file')
        return
      const files = [...(input.files ?? [])]
      if (!needsWork(files)) return
      event.stopImmediatePropagation()
      void prepare(files, input).then((ready) => {
        if (!ready.length) {
          input.value = ''
          return
        }
        input.files = fileList(ready).files
        again(input, new Event('change', { bubbles: true }))
      })
    }

    /** A drop or a paste carrying files: held back, then given again with the files ready. */
    const transferred =
      <E extends DragEvent | ClipboardEvent>(
        filesOf: (event: E) => FileList | undefined,
        remade: (ready: File[]) => Event | null,
      ) =>
      (event: E) => {
        const files = [...(filesOf(event) ?? [])]
        if (forwarded.has(event) || !(event.target instanceof Element) || !needsWork(files)) return
        event.preventDefault()
        event.stopImmediatePropagation()
        const target = event.target
        void prepare(files, target).then((ready) => {
          const next = remade(ready)
          if (next) again(target, next)
        })
      }
    const init = { bubbles: true, cancelable: true }
    const onDrop = transferred<DragEvent>(
      (event) => event.dataTransfer?.files,
      // with nothing left to drop, the zone still hears the drag end (Payload's stops glowing)
      (ready) =>
        ready.length
          ? new DragEvent('drop', { ...init, dataTransfer: fileList(ready) })
          : new DragEvent('dragleave', { bubbles: true }),
    )
    const onPaste = transferred<ClipboardEvent>(
      (event) => event.clipboardData?.files,
      (ready) =>
        ready.length
          ? new ClipboardEvent('paste', { ...init, clipboardData: fileList(ready) })
          : null,
    )

    window.addEventListener('change', onChange, true)
    window.addEventListener('drop', onDrop, true)
    window.addEventListener('paste', onPaste, true)
    return () => {
      window.removeEventListener('change', onChange, true)
      window.removeEventListener('drop', onDrop, true)
      window.removeEventListener('paste', onPaste, true)
    }
  }, [])
  return <>{children}</>
}
