'use client'

import { toast, useDocumentInfo, useField, useFormFields, useFormModified } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { frenchOnly } from '@/i18n/frenchOnly'
import { COMPANY_NAME } from '@/lib/company'
import { whatsappHref } from '@/lib/contactLinks'
import { quoteReference } from '@/lib/quoteReference'
import { whatsappMessages } from './whatsappMessages'

import { QuotePreview, type QuotePreviewData } from './QuotePreview.client'
import './quotePreview.scss'
import './quoteActions.scss'

const firstNameOf = (name: string | undefined) => name?.trim().split(/\s+/)[0] ?? ''

type Answer = { message?: string; quote?: { version: number } }

/** One action of the collection's own endpoints (src/features/quotes/endpoints.config.ts). */
async function call<T extends { message?: string }>(path: string, body?: object): Promise<T> {
  const response = await fetch(`/api/cms/quote-requests/${path}`, {
    method: body ? 'POST' : 'GET',
    credentials: 'include',
    headers: body ? { 'content-type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  }).catch(() => null)
  const answer = (await response?.json().catch(() => null)) as T | null
  if (!response?.ok) throw new Error(answer?.message || frenchOnly.quotes.actionFailed)
  return answer ?? ({} as T)
}

/**
 * The sales actions of a request (#42): « Envoyer le devis » from the saved lines, the last PDF,
 * a WhatsApp chat with the customer (their number made international, the reference written),
 * and « Répondre » by mail from the back office.
 */
export function QuoteActions() {
  const { id } = useDocumentInfo()
  const router = useRouter()
  const modified = useFormModified()
  const ids = useId()
  const name = useFormFields(([fields]) => fields.name?.value as string | undefined)
  const phone = useFormFields(([fields]) => fields.phone?.value as string | undefined)
  // what the actions change on the server, set in the form as stored: a Save afterwards must
  // not write the values the screen was opened with back
  const stage = useField<string>({ path: 'stage' })
  const status = useField<string>({ path: 'status' })
  const { value: version, setValue: setVersion } = useField<number | undefined>({
    path: 'quote.version',
  })
  const [busy, setBusy] = useState(false)
  const [preview, setPreview] = useState<QuotePreviewData | null>(null)
  const [replying, setReplying] = useState(false)
  const [reply, setReply] = useState('')
  if (!id) return null
  const reference = quoteReference(id)
  const whatsapp = whatsappHref(
    phone,
    whatsappMessages.toCustomer(firstNameOf(name), COMPANY_NAME, reference),
  )

  async function act(work: () => Promise<Answer>, done?: (answer: Answer) => void) {
    setBusy(true)
    try {
      const answer = await work()
      toast.success(answer.message ?? '')
      done?.(answer)
      router.refresh()
    } catch (error) {
      toast.error((error as Error).message)
    }
    setBusy(false)
  }

  const path = (action: string) => `${encodeURIComponent(String(id))}/${action}`

  const readPreview = () => call<QuotePreviewData & { message?: string }>(path('quote-preview'))

  // first the preview (nothing is sent), then the confirmation sends what it showed
  const previewQuote = async () => {
    if (modified) {
      toast.error(frenchOnly.quotes.saveFirst)
      return
    }
    setBusy(true)
    try {
      setPreview(await readPreview())
    } catch (error) {
      toast.error((error as Error).message)
    }
    setBusy(false)
  }

  const sendQuote = async (expected: QuotePreviewData['expected']) => {
    setBusy(true)
    try {
      const answer = await call<Answer>(path('send-quote'), { expected })
      toast.success(answer.message ?? '')
      setPreview(null)
      stage.setValue('quoted', true)
      if (answer.quote) setVersion(answer.quote.version, true)
      router.refresh()
    } catch (error) {
      toast.error((error as Error).message)
      // the quote changed meanwhile: the dialog shows what would be sent now
      setPreview(await readPreview().catch(() => null))
    }
    setBusy(false)
  }

  const sendReply = () =>
    void act(
      () => call<Answer>(path('reply'), { message: reply }),
      () => {
        setReplying(false)
        setReply('')
        status.setValue('replied', true)
        if (!stage.value || stage.value === 'new') stage.setValue('qualified', true)
      },
    )

  return (
    <div className="bk-message-actions" role="group" aria-labelledby={`${ids}-title`}>
      <p id={`${ids}-title`} className="bk-actions-title">
        Devis et suivi
      </p>
      <button type="button" className="bk-action" disabled={busy} onClick={previewQuote}>
        {version ? 'Envoyer une nouvelle version du devis' : 'Envoyer le devis'}
      </button>
      {preview && (
        <QuotePreview
          id={String(id)}
          preview={preview}
          busy={busy}
          onConfirm={() => void sendQuote(preview.expected)}
          onClose={() => setPreview(null)}
        />
      )}
      {version ? (
        <a
          className="bk-action bk-action--light"
          href={`/api/cms/quote-requests/${encodeURIComponent(String(id))}/quote.pdf`}
          target="_blank"
          rel="noopener"
        >
          Voir le devis envoyé (PDF, version {version})
        </a>
      ) : null}
      {whatsapp && (
        <a
          className="bk-action bk-action--light"
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
        >
          WhatsApp
        </a>
      )}
      {replying ? (
        // inside Payload's own form: a group of fields, not a form of its own (a nested form's
        // submit would reach the document's)
        <div className="bk-reply" role="group" aria-label="Répondre au client">
          <label htmlFor={`${ids}-reply`}>Votre réponse au client</label>
          <textarea
            id={`${ids}-reply`}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
            rows={6}
          />
          <button
            type="button"
            className="bk-action"
            disabled={busy || !reply.trim()}
            onClick={() => sendReply()}
          >
            Envoyer la réponse
          </button>
          <button
            type="button"
            className="bk-action bk-action--light"
            onClick={() => setReplying(false)}
          >
            Annuler
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="bk-action bk-action--light"
          onClick={() => setReplying(true)}
        >
          Répondre
        </button>
      )}
    </div>
  )
}
