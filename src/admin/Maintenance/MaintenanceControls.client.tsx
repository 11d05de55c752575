'use client'

import { toast, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

import { fr } from '@/i18n/fr'
import { apiCall } from '@/lib/apiClient'
import { MAINTENANCE_PROGRESS_STEPS, MAINTENANCE_UPDATED_EVENT } from '@/lib/constants'
import { announce } from '@/lib/siteEvents'
import { formatLongDate } from '@/lib/format'

const call = async (method: 'POST' | 'PUT', path: string, body?: object): Promise<string> =>
  (await apiCall(method, `/admin/maintenance/${path}`, body)).message ?? ''

/**
 * Start and Stop of the maintenance, and its progress steps while it runs (back office §2).
 * Each applies at once through the /api contract; the page then reloads the saved state and
 * tells open public pages ('maintenance updated').
 */
export function MaintenanceControls() {
  const active = useFormFields(([fields]) => Boolean(fields.isActive?.value))
  const progress = useFormFields(([fields]) => Number(fields.progress?.value ?? 0))
  const startTime = useFormFields(([fields]) => fields.startTime?.value as string | undefined)
  const title = useFormFields(([fields]) => fields.title?.value as string | undefined)
  const description = useFormFields(([fields]) => fields.description?.value as string | undefined)
  const estimatedTime = useFormFields(
    ([fields]) => fields.estimatedTime?.value as string | undefined,
  )
  const [busy, setBusy] = useState(false)

  const run = async (action: () => Promise<string>, failure: string) => {
    setBusy(true)
    try {
      toast.success(await action())
      announce(MAINTENANCE_UPDATED_EVENT)
      window.location.reload()
    } catch {
      toast.error(failure)
      setBusy(false)
    }
  }

  return (
    <div className="bk-maintenance">
      <p
        className={`bk-maintenance__status ${active ? 'bk-maintenance__status--on' : ''}`}
        role="status"
      >
        {active ? 'Maintenance en cours' : 'Site en ligne'}
        {active && startTime && <small>depuis le {formatLongDate(startTime)}</small>}
      </p>
      {active ? (
        <>
          <button
            type="button"
            className="bk-action"
            disabled={busy}
            onClick={() => void run(() => call('POST', 'stop'), fr.admin.maintenanceStopFailed)}
          >
            Arrêter la maintenance
          </button>
          <p className="bk-maintenance__label">Progression : {progress}%</p>
          <div className="bk-maintenance__steps">
            {MAINTENANCE_PROGRESS_STEPS.map((step) => (
              <button
                key={step}
                type="button"
                aria-pressed={progress === step}
                disabled={busy}
                className={`bk-action bk-action--light${progress === step ? ' bk-action--current' : ''}`}
                onClick={() =>
                  void run(
                    () => call('PUT', 'progress', { progress: step }),
                    fr.admin.progressFailed,
                  )
                }
              >
                {step}%
              </button>
            ))}
          </div>
        </>
      ) : (
        <button
          type="button"
          className="bk-action"
          disabled={busy}
          onClick={() =>
            void run(
              () => call('POST', 'start', { title, description, estimatedTime }),
              fr.admin.maintenanceStartFailed,
            )
          }
        >
          Démarrer la maintenance
        </button>
      )}
    </div>
  )
}
