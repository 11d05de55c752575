'use client'

import { toast, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

import { fr } from '@/i18n/fr'
import { type ApiBody, apiCall } from '@/lib/apiClient'
import { mailtoHref } from '@/lib/contactLinks'
import { MESSAGE_STATUS_LABELS, type MESSAGE_STATUSES } from '@/lib/labels'

type Status = (typeof MESSAGE_STATUSES)[number]

/**
 * The inbox actions of a message (back office §2): reply by email (marks it replied) and mark
 * as read; each applies at once through the /api contract.
 */
export function MessageActions() {
  const { id } = useDocumentInfo()
  const email = useFormFields(([fields]) => fields.email?.value as string | undefined)
  const subject = useFormFields(([fields]) => fields.subject?.value as string | undefined)
  const status = useFormFields(([fields]) => fields.status?.value as Status | undefined)
  const [busy, setBusy] = useState(false)

  if (!id || !email) return null

  const setStatus = async (next: Status) => {
    setBusy(true)
    try {
      await apiCall('PUT', `/admin/messages/${encodeURIComponent(String(id))}/status`, {
        status: next,
      } satisfies ApiBody<'/api/admin/messages/{id}/status', 'put'>)
      toast.success(fr.messages.marked(MESSAGE_STATUS_LABELS[next]))
      window.location.reload()
    } catch {
      toast.error(fr.admin.messageUpdateFailed)
      setBusy(false)
    }
  }

  return (
    <div className="bk-message-actions">
      <a
        className="bk-action"
        href={mailtoHref(email, `Re: ${subject || 'Votre demande de devis'}`)}
        onClick={() => void setStatus('replied')}
      >
        Répondre par email
      </a>
      {status === 'new' && (
        <button
          type="button"
          className="bk-action bk-action--light"
          disabled={busy}
          onClick={() => void setStatus('read')}
        >
          Marquer comme lu
        </button>
      )}
    </div>
  )
}
