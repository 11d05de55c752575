'use client'

import { toast } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { fr } from '@/i18n/fr'
import { apiCall } from '@/lib/apiClient'
import { BRANDING_UPDATED_EVENT, TOPBAR_UPDATED_EVENT } from '@/lib/constants'
import { announce } from '@/lib/siteEvents'

/** The toast of a reset, kept over the reload that shows the restored settings. */
const PENDING_TOAST_KEY = 'bk-topbar-reset'

/**
 * Aperçu and Réinitialiser beside the top-bar editor's Save (back office §2); Actualiser is every
 * editor's RefreshControl.
 */
export function TopBarActions() {
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    const pending = window.sessionStorage.getItem(PENDING_TOAST_KEY)
    if (!pending) return
    // once the admin's toaster is mounted after the reload
    const timer = window.setTimeout(() => {
      window.sessionStorage.removeItem(PENDING_TOAST_KEY)
      toast.success(pending)
    }, 300)
    return () => window.clearTimeout(timer)
  }, [])

  const reset = async () => {
    if (!window.confirm(fr.admin.topBarResetConfirm)) return
    setBusy(true)
    try {
      const answer = await apiCall('POST', '/topbar/reset')
      announce(TOPBAR_UPDATED_EVENT, BRANDING_UPDATED_EVENT)
      window.sessionStorage.setItem(PENDING_TOAST_KEY, answer.message ?? fr.admin.topBarResetDone)
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
