'use client'

import { CheckboxInput, TextInput, useField } from '@payloadcms/ui'
import type { CheckboxFieldClientProps, TextFieldClientProps } from 'payload'

import { useCriticalLinkGuard } from './useCriticalLinkGuard'

const labelOf = (label: unknown) => (typeof label === 'string' ? label : undefined)

/** Name or link of a top-bar menu item: a critical link is changed only once confirmed. */
export function CriticalNavText({ field, path }: TextFieldClientProps) {
  const fieldPath = path ?? field.name
  const { value, setValue, showError } = useField<string>({ path: fieldPath })
  const mayChange = useCriticalLinkGuard(fieldPath)
  const change = field.name === 'href' ? 'href' : 'name'
  return (
    <TextInput
      path={fieldPath}
      label={labelOf(field.label)}
      required={field.required}
      showError={showError}
      value={value ?? ''}
      onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
        if (mayChange(change)) setValue(event.target.value)
      }}
    />
  )
}

/** Active flag of a top-bar menu item: deactivating a critical link is confirmed first. */
export function CriticalNavActive({ field, path }: CheckboxFieldClientProps) {
  const fieldPath = path ?? field.name
  const { value, setValue } = useField<boolean>({ path: fieldPath })
  const mayChange = useCriticalLinkGuard(fieldPath)
  return (
    <div className="field-type checkbox">
      <CheckboxInput
        id={`field-${fieldPath.replace(/\./g, '__')}`}
        name={fieldPath}
        label={labelOf(field.label)}
        checked={Boolean(value)}
        onToggle={() => {
          if (!value || mayChange('deactivate')) setValue(!value)
        }}
      />
    </div>
  )
}
