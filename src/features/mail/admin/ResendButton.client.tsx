'use client'

import { toast, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

import { frenchOnly } from '@/i18n/frenchOnly'
import { type ApiData, apiCall } from '@/platform/browser/apiClient'
import { type MailKind, SECRET_MAIL_KINDS } from '@/lib/labels'
import { outgoingEmailsSlug } from '@/lib/slugs'

/** « Renvoyer » on a logged mail: a copy leaves now, as a new row, which then opens. */
export function ResendButton() {
  const { id } = useDocumentInfo()
  const kind = useFormFields(([fields]) => fields.kind?.value as string | undefined)
  const [busy, setBusy] = useState(false)
  if (!id) return null
  if (kind && SECRET_MAIL_KINDS.includes(kind as MailKind))
    return <p className="bk-field-note">{frenchOnly.emails.secretNotKept(kind)}</p>

  const resend = async () => {
    setBusy(true)
    try {
      const answer = await apiCall<ApiData<'/api/admin/emails/{id}/resend', 'post'>>(
        'POST',
        `/admin/emails/${encodeURIComponent(String(id))}/resend`,
      )
      toast.success(frenchOnly.emails.resent)
      // the toast is read first, then the copy's row opens
      window.setTimeout(
        () =>
          window.location.assign(
            `/admin/collections/${outgoingEmailsSlug}/${answer.data?.id ?? id}`,
          ),
        1_500,
      )
    } catch (error) {
      toast.error((error as Error).message || frenchOnly.emails.resendFailed)
      setBusy(false)
    }
  }

  return (
    <div className="bk-message-actions">
      <button type="button" className="bk-action" disabled={busy} onClick={() => void resend()}>
        Renvoyer
      </button>
    </div>
  )
}
