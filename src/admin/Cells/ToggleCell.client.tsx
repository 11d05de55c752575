'use client'

import { toast } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { type MouseEvent, useState } from 'react'

type Props = DefaultCellComponentProps & {
  onLabel: string
  offLabel: string
  /** Toasts after the change ('Département activé avec succès'…) and on failure. */
  onMessage: string
  offMessage: string
  failureMessage: string
}

/**
 * A list cell that flips a checkbox at once (back office §4: a department's active flag, an
 * article's published state), through Payload's REST API with the admin's session.
 */
export function ToggleCell({ cellData, rowData, collectionSlug, field, onLabel, offLabel, onMessage, offMessage, failureMessage }: Props) {
  const [value, setValue] = useState(Boolean(cellData))
  const [busy, setBusy] = useState(false)
  const name = 'name' in field ? field.name : ''

  const flip = async (event: MouseEvent) => {
    event.preventDefault()
    event.stopPropagation()
    setBusy(true)
    try {
      const response = await fetch(`/api/cms/${collectionSlug}/${rowData.id}`, {
        method: 'PATCH',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ [name]: !value }),
      })
      if (!response.ok) throw new Error(String(response.status))
      setValue(!value)
      toast.success(value ? offMessage : onMessage)
    } catch {
      toast.error(failureMessage)
    } finally {
      setBusy(false)
    }
  }

  return (
    <button type="button" role="switch" aria-checked={value} disabled={busy} onClick={flip} className={`bk-switch${value ? ' bk-switch--on' : ''}`}>
      <span className="bk-switch__track" aria-hidden="true" />
      {value ? onLabel : offLabel}
    </button>
  )
}
