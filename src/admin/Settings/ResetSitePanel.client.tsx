'use client'

import { toast, useAuth } from '@payloadcms/ui'
import { useState } from 'react'

import { frenchOnly } from '@/i18n/frenchOnly'
import { type ApiData, apiCall } from '@/platform/browser/apiClient'

import { ConfirmByName } from './ConfirmByName.client'

type Done = ApiData<'/api/admin/site/reset', 'post'>

/**
 * « Réinitialiser le site », the super-administrator's dangerous action: the button waits for
 * the company's name typed in full; the server takes a backup, then restores the home page's
 * sections, the top bar and the footer. « Supprimer toutes les données » is deliberately absent:
 * restoring a backup covers it (docs/deployment.md).
 */
export function ResetSitePanel({ companyName }: { companyName: string }) {
  const { user } = useAuth()
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<Done | null>(null)
  if (user?.role !== 'super-admin') return null

  const reset = async (typed: string) => {
    setBusy(true)
    try {
      const answer = await apiCall<Done>('POST', '/admin/site/reset', { companyName: typed })
      setDone(answer.data ?? null)
      toast.success(frenchOnly.backup.resetDone)
      return true
    } catch (error) {
      toast.error((error as Error).message || frenchOnly.backup.failed)
      return false
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="bk-settings-panel bk-danger-zone" aria-labelledby="bk-reset-title">
      <h2 id="bk-reset-title">Réinitialiser le site</h2>
      <p className="bk-field-note">{frenchOnly.backup.resetHint}</p>
      <ConfirmByName
        id="bk-reset-name"
        companyName={companyName}
        label="Réinitialiser le site"
        busyLabel="Sauvegarde puis réinitialisation…"
        busy={busy}
        onConfirm={reset}
      />
      {done && (
        <p role="status">
          Site réinitialisé. Sauvegarde prise juste avant : {done.backup} (dossier backups).
        </p>
      )}
    </section>
  )
}
