'use client'

import { toast } from '@payloadcms/ui'
import { useState } from 'react'

import { frenchOnly } from '@/i18n/frenchOnly'
import { apiCall } from '@/platform/browser/apiClient'
import { BRANDING_UPDATED_EVENT, TOPBAR_UPDATED_EVENT } from '@/lib/constants'
import { announce } from '@/platform/browser/siteEvents'

import { useLoadStoredGlobal } from '@/admin/Refresh/useStoredGlobal.client'

/**
 * Aperçu and Réinitialiser beside the top-bar editor's Save (back office §2); Actualiser is every
 * editor's RefreshControl.
 */
export function TopBarActions() {
  const [busy, setBusy] = useState(false)
  const loadStored = useLoadStoredGlobal()

  const reset = async () => {
    if (!window.confirm(frenchOnly.admin.topBarResetConfirm)) return
    setBusy(true)
    try {
      const answer = await apiCall('POST', '/topbar/reset')
      announce(TOPBAR_UPDATED_EVENT, BRANDING_UPDATED_EVENT)
      toast.success(answer.message ?? frenchOnly.admin.topBarResetDone)
    } catch {
      toast.error(frenchOnly.admin.topBarResetFailed)
      setBusy(false)
      return
    }
    // the restored settings replace the form's, in place (no reload over the toast)
    await loadStored().catch(() => toast.error(frenchOnly.admin.refreshFailed))
    setBusy(false)
  }

  return (
    <div className="bk-doc-actions">
      <a className="bk-action bk-action--light" href="/" target="_blank" rel="noopener">
        Aperçu
      </a>
      <button
        type="button"
        className="bk-action bk-action--light"
        disabled={busy}
        onClick={() => void reset()}
      >
        Réinitialiser
      </button>
    </div>
  )
}
