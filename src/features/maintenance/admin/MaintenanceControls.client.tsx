'use client'

import { toast, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

import { frenchOnly } from '@/i18n/frenchOnly'
import { type ApiAnswer, type ApiData, apiCall } from '@/platform/browser/apiClient'
import { MAINTENANCE_PROGRESS_STEPS, MAINTENANCE_UPDATED_EVENT } from '@/lib/constants'
import { announce } from '@/platform/browser/siteEvents'
import { formatLongDate } from '@/lib/format'

import './maintenance.scss'

/** Every maintenance call answers with the stored maintenance settings. */
type Status = ApiData<'/api/admin/maintenance/start', 'post'>

const call = (method: 'POST' | 'PUT', path: string, body?: object) =>
  apiCall<Status>(method, `/admin/maintenance/${path}`, body)

/** The fields of the form that Start, Stop and the progress steps change on the server. */
const APPLIED_FIELDS = ['isActive', 'progress', 'startTime'] as const

/**
 * Start and Stop of the maintenance, and its progress steps while it runs (back office §2).
 * Each applies at once through the /api contract; the form then takes the stored state, the
 * spec's toast stays in view (« Maintenance activée », « Progression mise à jour à 50% ») and
 * open public pages are told ('maintenance updated').
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
  const dispatch = useFormFields(([, dispatchFields]) => dispatchFields)
  const [busy, setBusy] = useState(false)

  const run = async (action: () => Promise<ApiAnswer<Status>>, failure: string) => {
    setBusy(true)
    try {
      const { data, message } = await action()
      for (const path of APPLIED_FIELDS) {
        dispatch({ type: 'UPDATE', path, value: data?.[path] ?? null })
      }
      toast.success(message)
      announce(MAINTENANCE_UPDATED_EVENT)
    } catch {
      toast.error(failure)
    } finally {
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
            onClick={() =>
              void run(() => call('POST', 'stop'), frenchOnly.admin.maintenanceStopFailed)
            }
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
                    frenchOnly.admin.progressFailed,
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
              frenchOnly.admin.maintenanceStartFailed,
            )
          }
        >
          Démarrer la maintenance
        </button>
      )}
    </div>
  )
}
