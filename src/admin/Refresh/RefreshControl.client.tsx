'use client'

import { toast, useDocumentInfo, useFormModified } from '@payloadcms/ui'
import { useState } from 'react'

import { frenchOnly } from '@/i18n/frenchOnly'
import { formatLongDateTime } from '@/lib/format'

import { useLoadStoredGlobal } from './useStoredGlobal.client'

import './refreshControl.scss'

/**
 * « Actualiser » and the time of the last save, beside an editor's Save (back office §2): the
 * stored settings replace the form's, after a confirmation when it holds unsaved changes.
 */
export function RefreshControl() {
  const { globalSlug, savedDocumentData } = useDocumentInfo()
  const loadStored = useLoadStoredGlobal()
  const modified = useFormModified()
  const [busy, setBusy] = useState(false)
  const updatedAt = savedDocumentData?.updatedAt as string | undefined
  if (!globalSlug) return null

  const refresh = async () => {
    if (modified && !window.confirm(frenchOnly.admin.refreshConfirm)) return
    setBusy(true)
    try {
      await loadStored()
      toast.success(frenchOnly.analytics.refreshed)
    } catch {
      toast.error(frenchOnly.admin.refreshFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="bk-refresh">
      <p className="bk-refresh__time">
        {updatedAt
          ? `Modifié le ${formatLongDateTime(updatedAt)}`
          : 'Jamais modifié : valeurs par défaut'}
      </p>
      <button
        type="button"
        className="bk-action bk-action--light"
        disabled={busy}
        onClick={() => void refresh()}
      >
        Actualiser
      </button>
    </div>
  )
}
