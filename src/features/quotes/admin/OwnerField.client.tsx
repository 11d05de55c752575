'use client'

import { FieldLabel, useField } from '@payloadcms/ui'
import type { RelationshipFieldClientProps } from 'payload'
import { useEffect, useState } from 'react'
import { relationId } from '@/lib/relationId'

import './ownerField.scss'

type Owner = { id: number; name: string }

/**
 * « Responsable »: any administrator, by name. Payload's relationship picker lists only the
 * accounts the signed-in one may read (their own, for an administrator), so this one reads the
 * team from the collection's `owners` endpoint; the value stays the account's id.
 */
export function OwnerField({ path, field }: RelationshipFieldClientProps) {
  const { value, setValue } = useField<number | null>({ path: path ?? 'owner' })
  const [owners, setOwners] = useState<Owner[]>([])
  useEffect(() => {
    const controller = new AbortController()
    fetch('/api/cms/quote-requests/owners', { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { owners: [] }))
      .then((body: { owners?: Owner[] }) => setOwners(body.owners ?? []))
      .catch(() => undefined)
    return () => controller.abort()
  }, [])
  const current = relationId(value)
  return (
    <div className="field-type bk-owner-field">
      <FieldLabel htmlFor="field-owner" label={field?.label ?? 'Responsable'} />
      <select
        id="field-owner"
        className="bk-owner-field__select"
        value={current === null ? '' : String(current)}
        onChange={(event) => setValue(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">Personne</option>
        {owners.map((owner) => (
          <option key={owner.id} value={owner.id}>
            {owner.name}
          </option>
        ))}
        {current !== null && !owners.some((owner) => owner.id === current) && (
          <option value={current}>Compte {current}</option>
        )}
      </select>
    </div>
  )
}
