'use client'

import { toast } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { frenchOnly } from '@/i18n/frenchOnly'
import { type ApiData, apiCall, SessionExpired } from '@/platform/browser/apiClient'
import { formatLongDateTime } from '@/lib/format'

type BackupState = ApiData<'/api/admin/backup', 'get'>

/** The archive the server answered, saved under the name it gave. */
async function saveArchive(response: Response): Promise<void> {
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'sauvegarde.tar.gz'
  const url = URL.createObjectURL(await response.blob())
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}

/**
 * The super-administrator's « Télécharger une sauvegarde »: the server writes the same archive
 * as `npm run backup` (kept in its backups folder) and the browser downloads it. Restoring stays
 * a command, the server stopped.
 */
export function BackupPanel() {
  const [state, setState] = useState<BackupState | null>(null)
  const [busy, setBusy] = useState(false)
  const [optimizing, setOptimizing] = useState(false)

  const load = useCallback(
    () =>
      apiCall<BackupState>('GET', '/admin/backup').then(
        (answer) => setState(answer.data ?? null),
        (error: Error) => setState({ available: false, reason: error.message, latest: null }),
      ),
    [],
  )
  useEffect(() => {
    void load()
  }, [load])

  const download = async () => {
    setBusy(true)
    try {
      const response = await fetch('/api/admin/backup', {
        method: 'POST',
        credentials: 'include',
      })
      if (!response.ok) {
        const answer = (await response.json().catch(() => ({}))) as { message?: string }
        throw new Error(answer.message || frenchOnly.backup.failed)
      }
      await saveArchive(response)
      toast.success(frenchOnly.backup.done)
      await load()
    } catch (error) {
      toast.error((error as Error).message || frenchOnly.backup.failed)
    } finally {
      setBusy(false)
    }
  }

  const optimize = async () => {
    setOptimizing(true)
    try {
      const answer = await apiCall('POST', '/admin/database/optimize')
      toast.success(answer.message ?? frenchOnly.backup.optimizeFailed)
    } catch (error) {
      if (!(error instanceof SessionExpired))
        toast.error((error as Error).message || frenchOnly.backup.optimizeFailed)
    } finally {
      setOptimizing(false)
    }
  }

  return (
    <section className="bk-settings-panel" aria-labelledby="bk-backup-title">
      <h2 id="bk-backup-title">Sauvegarde</h2>
      {state && !state.available ? (
        <p className="bk-field-note">{state.reason}</p>
      ) : (
        <>
          <p className="bk-backup__latest" role="status">
            {state?.latest
              ? frenchOnly.backup.latest(
                  formatLongDateTime(state.latest.createdAt),
                  state.latest.size,
                )
              : frenchOnly.backup.none}
          </p>
          <button
            type="button"
            className="bk-action"
            disabled={busy || !state}
            onClick={() => void download()}
          >
            {busy ? 'Sauvegarde en cours…' : 'Télécharger une sauvegarde'}
          </button>
          <p className="bk-field-note">{frenchOnly.backup.restoreHint}</p>
          <button
            type="button"
            className="bk-action"
            disabled={optimizing || busy || !state}
            aria-describedby="bk-optimize-hint"
            onClick={() => void optimize()}
          >
            {optimizing ? 'Optimisation en cours…' : 'Optimiser la base de données'}
          </button>
          <p id="bk-optimize-hint" className="bk-field-note">
            {frenchOnly.backup.optimizeHint}
          </p>
        </>
      )}
    </section>
  )
}
