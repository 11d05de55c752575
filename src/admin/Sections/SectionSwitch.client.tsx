'use client'

import { toast, useField } from '@payloadcms/ui'
import type { CheckboxFieldClientProps } from 'payload'
import { useState } from 'react'

import { fr } from '@/i18n/fr'
import { apiCall } from '@/lib/apiClient'
import { HOMEPAGE_UPDATED_EVENT } from '@/lib/constants'
import { announce } from '@/lib/siteEvents'

/**
 * A homepage section's on/off switch (back office §2): it flips and saves at once through the
 * /api contract, without waiting for the editor's Save, and leaves the other edits untouched.
 */
export function SectionSwitch({
  path,
  sectionId,
}: CheckboxFieldClientProps & { sectionId: string }) {
  const { value, setValue } = useField<boolean>({ path: path ?? 'isActive' })
  const [busy, setBusy] = useState(false)
  const active = Boolean(value)

  const flip = async () => {
    setBusy(true)
    try {
      const answer = await apiCall<{ isActive?: boolean }>(
        'PATCH',
        `/admin/homepage/sections/${sectionId}/toggle`,
      )
      // the stored value, without marking the form as modified
      setValue(Boolean(answer.data?.isActive), true)
      toast.success(answer.message ?? fr.admin.sectionSaved)
      announce(HOMEPAGE_UPDATED_EVENT)
    } catch {
      toast.error(fr.admin.sectionUpdateFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="bk-section-switch">
      <span className="bk-section-switch__label" id="bk-section-switch">
        Section sur la page d&apos;accueil
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={active}
        aria-labelledby="bk-section-switch"
        disabled={busy}
        onClick={() => void flip()}
        className={`bk-switch${active ? ' bk-switch--on' : ''}`}
      >
        <span className="bk-switch__track" aria-hidden="true" />
        {active ? 'Active' : 'Inactive'}
      </button>
      <p className="bk-section-switch__hint">Enregistré aussitôt, sans attendre « Sauvegarder ».</p>
    </div>
  )
}
