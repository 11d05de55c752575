'use client'

import { FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'

/**
 * A whole day in the back office: the browser's own date picker (its calendar on a phone), the
 * value kept as the `YYYY-MM-DD` the reservation stores, with no hour for a clock to move.
 */
export function DayInput({ path, field }: TextFieldClientProps) {
  const name = path ?? field.name
  const { value, setValue, showError, errorMessage } = useField<string | null>({ path: name })
  const id = `field-${name.replace(/\./g, '__')}`
  return (
    <div className={`field-type text bk-day-input${showError ? ' error' : ''}`}>
      <FieldLabel htmlFor={id} label={field.label} required={field.required} path={name} />
      <div className="field-type__wrap">
        <FieldError path={name} showError={showError} message={errorMessage} />
        <input
          id={id}
          type="date"
          name={name}
          value={value ?? ''}
          onChange={(event) => setValue(event.target.value || null)}
        />
      </div>
    </div>
  )
}
