'use client'

import { toast, useDocumentInfo, useField } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { frenchOnly } from '@/i18n/frenchOnly'
import { type ApiBody, apiCall } from '@/platform/browser/apiClient'
import { MESSAGE_STATUS_LABELS, type MESSAGE_STATUSES } from '@/lib/labels'

type Status = (typeof MESSAGE_STATUSES)[number]

/**
 * The inbox actions of a message (back office §2): opening a new one marks it read (the menu's
 * count follows); mark it read or unread again. The reply is QuoteActions' « Répondre »: one way
 * to answer, mailed from the company's address and kept in the request's history (#59). Each applies
 * at once through the /api contract: the customer's words are read, not edited, so there is no
 * Save (QuoteRequests' edit.SaveButton).
 */
export function MessageActions() {
  const { id } = useDocumentInfo()
  const router = useRouter()
  const { value: status, setValue } = useField<Status>({ path: 'status' })
  const [busy, setBusy] = useState(false)
  const opened = useRef(false)

  const store = (next: Status) =>
    apiCall('PUT', `/admin/messages/${encodeURIComponent(String(id))}/status`, {
      status: next,
    } satisfies ApiBody<'/api/admin/messages/{id}/status', 'put'>).then(() => {
      // the stored value, not an edit of the form: leaving asks nothing
      setValue(next, true)
      router.refresh()
    })

  const setStatus = async (next: Status) => {
    setBusy(true)
    try {
      await store(next)
      toast.success(frenchOnly.messages.marked(MESSAGE_STATUS_LABELS[next]))
    } catch {
      toast.error(frenchOnly.admin.messageUpdateFailed)
    }
    setBusy(false)
  }

  useEffect(() => {
    // only as it is first shown: « Marquer comme non lu » afterwards stays unread
    if (opened.current || !id || status === undefined) return
    opened.current = true
    if (status === 'new')
      store('read').catch(() => toast.error(frenchOnly.admin.messageUpdateFailed))
    // once, when the message is first shown
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, status])

  if (!id) return null

  return (
    <div className="bk-message-actions">
      {status === 'new' ? (
        <button
          type="button"
          className="bk-action bk-action--light"
          disabled={busy}
          onClick={() => void setStatus('read')}
        >
          Marquer comme lu
        </button>
      ) : (
        <button
          type="button"
          className="bk-action bk-action--light"
          disabled={busy}
          onClick={() => void setStatus('new')}
        >
          Marquer comme non lu
        </button>
      )}
    </div>
  )
}
