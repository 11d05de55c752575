'use client'

import { toast } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { frenchOnly } from '@/i18n/frenchOnly'
import { type ApiData, apiCall, SessionExpired } from '@/platform/browser/apiClient'
import { formatLongDateTime } from '@/lib/format'

import { ConfirmByName } from './ConfirmByName.client'

import './restorePanel.scss'

type Archive = ApiData<'/api/admin/backup/archives', 'get'>[number]
type Summary = ApiData<'/api/admin/backup/check', 'post'>
type Restored = ApiData<'/api/admin/backup/restore', 'post'>
type StepState = 'waiting' | 'running' | 'done' | 'failed'

const STEPS = [
  'Vérification de l’archive',
  'Sauvegarde de l’état actuel, site en maintenance, restauration',
  'Site remis en ligne',
] as const

const STEP_LABELS: Record<StepState, string> = {
  waiting: 'en attente',
  running: 'en cours…',
  done: 'fait',
  failed: 'échec',
}

function errorText(error: unknown, fallback: string): string | null {
  if (error instanceof SessionExpired) return null
  return (error as Error).message || fallback
}

/**
 * « Restaurer une sauvegarde » (super-administrator), while the site runs: an archive of the
 * server's backups folder, or one sent from this computer, checked first (what it holds is
 * shown), then restored once the company's name is typed — the server backs up the site as it
 * is, puts it in maintenance, restores and brings it back (restoreOnline.ts). Each step says
 * where it is; a refusal says why and changes nothing.
 */
export function RestorePanel({ companyName }: { companyName: string }) {
  const [archives, setArchives] = useState<Archive[] | null>(null)
  const [chosen, setChosen] = useState('')
  const [summary, setSummary] = useState<Summary | null>(null)
  const [steps, setSteps] = useState<StepState[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [restored, setRestored] = useState<Restored | null>(null)

  const load = useCallback(
    () =>
      apiCall<Archive[]>('GET', '/admin/backup/archives').then(
        (answer) => setArchives(answer.data ?? []),
        (error: unknown) => {
          const message = errorText(error, frenchOnly.backup.failed)
          if (message) toast.error(message)
        },
      ),
    [],
  )
  // the field shows only on a super-administrator's own settings (src/features/accounts/config.ts)
  useEffect(() => {
    void load()
  }, [load])

  const step = (index: number, state: StepState) =>
    setSteps((current) =>
      (current ?? STEPS.map((): StepState => 'waiting')).map((value, at) =>
        at === index ? state : value,
      ),
    )

  const check = async (name: string) => {
    setChosen(name)
    setSummary(null)
    setRestored(null)
    setSteps(null)
    if (!name) return
    setBusy(true)
    step(0, 'running')
    try {
      const answer = await apiCall<Summary>('POST', '/admin/backup/check', { name })
      setSummary(answer.data ?? null)
      step(0, 'done')
      toast.success(answer.message ?? frenchOnly.backup.archiveChecked)
    } catch (error) {
      step(0, 'failed')
      const message = errorText(error, frenchOnly.backup.restoreFailed)
      if (message) toast.error(message)
    } finally {
      setBusy(false)
    }
  }

  const upload = async (file: File) => {
    setBusy(true)
    try {
      const response = await fetch('/api/admin/backup/archives', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/gzip' },
        body: file,
      })
      const answer = (await response.json().catch(() => ({}))) as {
        success?: boolean
        message?: string
        data?: Archive
      }
      if (!response.ok || !answer.success || !answer.data)
        throw new Error(answer.message || frenchOnly.backup.restoreFailed)
      toast.success(answer.message ?? frenchOnly.backup.archiveReceived(answer.data.name))
      await load()
      setBusy(false)
      await check(answer.data.name)
    } catch (error) {
      toast.error((error as Error).message || frenchOnly.backup.restoreFailed)
      setBusy(false)
    }
  }

  const restore = async (typed: string) => {
    setBusy(true)
    step(1, 'running')
    try {
      const answer = await apiCall<Restored>('POST', '/admin/backup/restore', {
        name: chosen,
        companyName: typed,
      })
      step(1, 'done')
      step(2, 'done')
      setRestored(answer.data ?? null)
      toast.success(answer.message ?? frenchOnly.backup.restoreFailed)
      return true
    } catch (error) {
      step(1, 'failed')
      const message = errorText(error, frenchOnly.backup.restoreFailed)
      if (message) toast.error(message)
      return false
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="bk-settings-panel bk-danger-zone" aria-labelledby="bk-restore-title">
      <h2 id="bk-restore-title">Restaurer une sauvegarde</h2>
      <p className="bk-field-note">{frenchOnly.backup.restoreHintOnline}</p>
      <label htmlFor="bk-restore-archive">Archive à restaurer</label>
      <select
        id="bk-restore-archive"
        className="bk-input bk-restore__select"
        value={chosen}
        disabled={busy || archives === null}
        onChange={(event) => void check(event.target.value)}
      >
        <option value="">
          {archives?.length === 0 ? 'Aucune archive sur le serveur' : 'Choisissez une archive'}
        </option>
        {archives?.map((archive) => (
          <option key={archive.name} value={archive.name}>
            {formatLongDateTime(archive.createdAt)} — {archive.name} ({archive.size})
          </option>
        ))}
      </select>
      <p id="bk-restore-upload-hint">Ou envoyez une archive de cet ordinateur (.tar.gz)</p>
      <input
        id="bk-restore-upload"
        className="bk-visually-hidden"
        type="file"
        accept=".tar.gz,.tgz,application/gzip"
        aria-describedby="bk-restore-upload-hint"
        disabled={busy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          event.currentTarget.value = ''
          if (file) void upload(file)
        }}
      />
      <label htmlFor="bk-restore-upload" className="bk-action" aria-disabled={busy}>
        Choisir une archive…
      </label>
      {summary && (
        <dl className="bk-restore__summary" aria-label="Contenu de l’archive">
          <dt>Sauvegarde du</dt>
          <dd>{formatLongDateTime(summary.createdAt)}</dd>
          <dt>Contenu</dt>
          <dd>
            {summary.counts.departments} départements, {summary.counts.equipment} équipements,{' '}
            {summary.counts.news} actualités, {summary.counts.media} images, {summary.counts.users}{' '}
            comptes, {summary.files} fichiers
          </dd>
          <dt>Envois des visiteurs</dt>
          <dd>
            {summary.counts.quoteRequests} demandes de devis, {summary.counts.subscribers} abonnés à
            la newsletter, {summary.counts.outgoingEmails} emails : ceux de l’archive seulement
            (ceux d’après restent dans la sauvegarde faite avant la restauration)
          </dd>
        </dl>
      )}
      {summary && !restored && (
        <ConfirmByName
          id="bk-restore-name"
          companyName={companyName}
          label="Restaurer cette sauvegarde"
          busyLabel="Restauration en cours…"
          busy={busy}
          onConfirm={restore}
        />
      )}
      {steps && (
        <ol className="bk-restore__steps" aria-label="Étapes de la restauration" aria-live="polite">
          {STEPS.map((label, index) => (
            <li key={label} data-state={steps[index]}>
              {label} : {STEP_LABELS[steps[index] ?? 'waiting']}
            </li>
          ))}
        </ol>
      )}
      {restored && (
        <div role="status">
          <p>
            Restauration terminée. Sauvegarde de l’état d’avant : {restored.safety} (dossier
            backups).
          </p>
          <button type="button" className="bk-action" onClick={() => window.location.reload()}>
            Recharger l’administration
          </button>
        </div>
      )}
    </section>
  )
}
