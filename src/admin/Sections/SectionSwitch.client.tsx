'use client'

import { useField } from '@payloadcms/ui'
import type { CheckboxFieldClientProps } from 'payload'

import { SectionToggle } from './SectionToggle.client'

import './sectionSwitch.scss'

/**
 * The on/off switch at the top of a section's editor: saved at once, and leaves the other edits
 * of the form untouched.
 */
export function SectionSwitch({
  path,
  sectionId,
}: CheckboxFieldClientProps & { sectionId: string }) {
  const { value, setValue } = useField<boolean>({ path: path ?? 'isActive' })
  return (
    <div className="bk-section-switch">
      <span className="bk-section-switch__label" id="bk-section-switch">
        Section sur la page d&apos;accueil
      </span>
      <SectionToggle
        sectionId={sectionId}
        active={Boolean(value)}
        // the stored value, without marking the form as modified
        onStored={(active) => setValue(active, true)}
        labelledBy="bk-section-switch"
      />
      <p className="bk-section-switch__hint">Enregistré aussitôt, sans attendre « Sauvegarder ».</p>
    </div>
  )
}
