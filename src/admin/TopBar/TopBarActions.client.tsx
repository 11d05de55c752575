'use client'

import { toast } from '@payloadcms/ui'
import { useState } from 'react'

import { fr } from '@/i18n/fr'
import { BRANDING_UPDATED_EVENT, TOPBAR_UPDATED_EVENT } from '@/lib/constants'

/** Aperçu, Actualiser and Réinitialiser beside the top-bar editor's Save (back office §2). */
export function TopBarActions() {
  const [busy, setBusy] = useState(false)

  const reset = async () => {
    if (!window.confirm(fr.admin.topBarResetConfirm)) return
    setBusy(true)
    try {
      const response = await fetch('/api/topbar/reset', { method: 'POST', credentials: 'include' })
      const answer = (await response.json().catch(() => ({}))) as { success?: boolean; message?: string }
      if (!response.ok || !answer.success) throw new Error(answer.message)
      toast.success(answer.message ?? fr.admin.topBarResetDone)
      window.dispatchEvent(new Event(TOPBAR_UPDATED_EVENT))
      window.dispatchEvent(new Event(BRANDING_UPDATED_EVENT))
      window.location.reload()
    } catch {
      toast.error(fr.admin.topBarResetFailed)
      setBusy(false)
    }
  }

  return (
    <div className="bk-doc-actions">
      <a className="bk-action bk-action--light" href="/" target="_blank" rel="noopener">
        Aperçu
      </a>
      <button type="button" className="bk-action bk-action--light" disabled={busy} onClick={() => window.location.reload()}>
        Actualiser
      </button>
      <button type="button" className="bk-action bk-action--light" disabled={busy} onClick={() => void reset()}>
        Réinitialiser
      </button>
    </div>
  )
}
