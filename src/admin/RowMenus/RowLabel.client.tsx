'use client'

import { useField, useRowLabel } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

import { frenchOnly } from '@/i18n/frenchOnly'
import { type ProtectedKind, protectedKey } from '@/lib/protectedItems'

import { Switch } from '../Switch'
import { PAYLOAD_ROW } from './payloadClasses'
import { PROTECTED_ROW_ATTRIBUTE, ROW_NAME_ATTRIBUTE } from './rowAttributes'

import './rowLabel.scss'

type Props = {
  from: string
  singular: string
  protectedKind?: ProtectedKind
  activeSwitch?: boolean
}

/** The row's `isActive` as a switch in its title: saved with the form, like the field itself. */
function ActiveSwitch({ path, name }: { path: string; name: string }) {
  const { value, setValue } = useField<boolean>({ path: `${path}.isActive` })
  const active = value !== false
  return (
    // above Payload's collapse toggle, which covers the row's header
    <span className="bk-row-switch">
      <Switch
        checked={active}
        label={`${name} : actif`}
        onClick={(event) => {
          event.stopPropagation()
          setValue(!active)
        }}
      >
        {active ? 'Actif' : 'Inactif'}
      </Switch>
    </span>
  )
}

/**
 * An array row titled by one of its fields ('Sahel Construction'), else '{singular} 01'; a
 * protected row (back office §5) carries a badge and its actions menu offers no "Supprimer"
 * (RowMenuGuard).
 */
export function RowLabel({ from, singular, protectedKind, activeSwitch = false }: Props) {
  const { data, path, rowNumber } = useRowLabel<Record<string, unknown>>()
  const label = useRef<HTMLSpanElement>(null)
  const isProtected = protectedKind !== undefined && protectedKey(protectedKind, data) !== null
  const value = data?.[from]
  const name =
    (typeof value === 'string' ? value.trim() : '') ||
    `${singular} ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`

  useEffect(() => {
    const row = label.current?.closest(PAYLOAD_ROW.anyRow)
    if (!row) return
    row.toggleAttribute(PROTECTED_ROW_ATTRIBUTE, isProtected)
    row.setAttribute(ROW_NAME_ATTRIBUTE, name)
  }, [isProtected, name])

  return (
    <span ref={label}>
      {/* a node of its own: the row is found by its name alone, beside the badge or the switch */}
      <span>{name}</span>
      {isProtected && (
        <span className="bk-pill bk-pill--protected" title={frenchOnly.admin.protectedHint}>
          {frenchOnly.admin.protectedBadge}
        </span>
      )}
      {activeSwitch && path && <ActiveSwitch path={path} name={name} />}
    </span>
  )
}
