'use client'

import { toast, useAuth } from '@payloadcms/ui'
import { useState } from 'react'

import { fr } from '@/i18n/fr'
import { type ApiData, apiCall } from '@/lib/apiClient'

type Done = ApiData<'/api/admin/site/reset', 'post'>

/**
 * « Réinitialiser le site », the super-administrator's dangerous action: the button waits for
 * the company's name typed in full; the server takes a backup, then restores the home page's
 * sections, the top bar and the footer. « Supprimer toutes les données » is deliberately absent:
 * restoring a backup covers it (README).
 */
export function ResetSitePanel({ companyName }: { companyName: string }) {
  const { user } = useAuth()
  const [typed, setTyped] = useState('')
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<Done | null>(null)
  if (user?.role !== 'super-admin') return null
  const matches = typed.trim().toLocaleLowerCase('fr') === companyName.toLocaleLowerCase('fr')

  const reset = async () => {
    setBusy(true)
    try {
      const answer = await apiCall<Done>('POST', '/admin/site/reset', { companyName: typed })
      setDone(answer.data ?? null)
      setTyped('')
      toast.success(fr.backup.resetDone)
    } catch (error) {
      toast.error((error as Error).message || fr.backup.failed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="bk-settings-panel bk-danger-zone" aria-labelledby="bk-reset-title">
      <h2 id="bk-reset-title">Réinitialiser le site</h2>
      <p className="bk-field-note">{fr.backup.resetHint}</p>
      <label htmlFor="bk-reset-name">
        Pour confirmer, tapez le nom de l’entreprise : <strong>{companyName}</strong>
      </label>
      <input
        id="bk-reset-name"
        className="bk-input"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <button
        type="button"
        className="bk-action bk-action--danger"
        disabled={!matches || busy}
        onClick={() => void reset()}
      >
        {busy ? 'Sauvegarde puis réinitialisation…' : 'Réinitialiser le site'}
      </button>
      {done && (
        <p role="status">
          Site réinitialisé. Sauvegarde prise juste avant : {done.backup} (dossier backups).
        </p>
      )}
    </section>
  )
}
