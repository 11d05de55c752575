'use client'

import { toast } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { type MouseEvent, useState } from 'react'

import type { ToggleOptions } from '@/platform/fields/toggleCell'
import { apiCall } from '@/platform/browser/apiClient'

import { Switch } from '../Switch'

type Props = DefaultCellComponentProps & ToggleOptions

/**
 * A list cell that flips a checkbox at once (back office §4: a department's active flag, an
 * article's published state) through the /api contract; it then shows the value the server
 * stored, which may differ when another admin flipped it meanwhile.
 */
export function ToggleCell({
  cellData,
  rowData,
  field,
  onLabel,
  offLabel,
  onMessage,
  offMessage,
  failureMessage,
  call,
}: Props) {
  const [value, setValue] = useState(Boolean(cellData))
  const [busy, setBusy] = useState(false)
  const name = 'name' in field ? field.name : ''

  const flip = async (event: MouseEvent) => {
    event.preventDefault()
    event.stopPropagation()
    setBusy(true)
    try {
      const path = call.path.replace(':id', encodeURIComponent(String(rowData.id)))
      const body = call.method === 'PUT' ? { [name]: !value } : undefined
      const answer = await apiCall<Record<string, unknown>>(call.method, path, body)
      const stored = Boolean(answer.data?.[name])
      setValue(stored)
      toast.success(stored ? onMessage : offMessage)
    } catch {
      toast.error(failureMessage)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Switch checked={value} busy={busy} onClick={(event) => void flip(event)}>
      {value ? onLabel : offLabel}
    </Switch>
  )
}
