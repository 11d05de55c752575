'use client'

import { useEffect, useId, useRef } from 'react'

import type { PreviewedQuote } from '../send'

/** What GET /api/cms/quote-requests/:id/quote-preview answers (src/features/quotes/send.ts). */
export type QuotePreviewData = {
  to: string
  subject: string
  html: string
  attachments: { filename: string; size: number }[]
  expected: PreviewedQuote
}

const kilobytes = (size: number) =>
  `${Math.max(1, Math.round(size / 1024)).toLocaleString('fr-FR')} Ko`

/**
 * « Envoyer le devis », second step (#59): the mail as the customer will read it and its PDF,
 * then « Confirmer l’envoi ». A modal on the browser's own <dialog> (focus kept inside, Échap
 * closes it); the mail is drawn in a sandboxed frame (no script, no link followed from it).
 */
export function QuotePreview({
  id,
  preview,
  busy,
  onConfirm,
  onClose,
}: {
  id: string
  preview: QuotePreviewData
  busy: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const ids = useId()
  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])
  const pdf = `/api/cms/quote-requests/${encodeURIComponent(id)}/quote-preview.pdf`
  return (
    <dialog
      ref={dialog}
      className="bk-quote-preview"
      aria-labelledby={`${ids}-title`}
      onCancel={(event) => {
        event.preventDefault()
        if (!busy) onClose()
      }}
    >
      <h2 id={`${ids}-title`}>Aperçu avant envoi</h2>
      <p>Relisez le devis et l’email : rien n’est envoyé avant votre confirmation.</p>
      <dl className="bk-quote-preview__facts">
        <dt>À</dt>
        <dd>{preview.to}</dd>
        <dt>Objet</dt>
        <dd>{preview.subject}</dd>
        {preview.attachments.map((file) => (
          <div key={file.filename}>
            <dt>Pièce jointe</dt>
            <dd>
              {file.filename} ({kilobytes(file.size)}){' '}
              <a href={pdf} target="_blank" rel="noopener">
                Ouvrir le PDF
              </a>
            </dd>
          </div>
        ))}
      </dl>
      <iframe
        className="bk-quote-preview__mail"
        title="L’email au client"
        srcDoc={preview.html}
        sandbox=""
      />
      <div className="bk-quote-preview__actions">
        <button type="button" className="bk-action" disabled={busy} onClick={onConfirm}>
          Confirmer l’envoi
        </button>
        <button
          type="button"
          className="bk-action bk-action--light"
          disabled={busy}
          onClick={onClose}
        >
          Annuler
        </button>
      </div>
    </dialog>
  )
}
