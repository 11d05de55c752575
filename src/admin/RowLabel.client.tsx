'use client'

import { useRowLabel } from '@payloadcms/ui'

/** An array row titled by one of its fields ('Sahel Construction'), else '{singular} 01'. */
export function RowLabel({ from, singular }: { from: string; singular: string }) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const value = data?.[from]
  const text = typeof value === 'string' ? value.trim() : ''
  return <span>{text || `${singular} ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`}</span>
}
