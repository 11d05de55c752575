'use client'

import { useFormFields } from '@payloadcms/ui'

import { frenchOnly } from '@/i18n/frenchOnly'
import { isCriticalNavHref } from '@/lib/protectedItems'

type Change = keyof typeof frenchOnly.admin.criticalNavChange

/** Rows and changes already confirmed on this screen: ask once, not at every keystroke. */
const confirmed = new Set<string>()

/**
 * For a field of a top-bar menu row: whether a change may go ahead. A link stored with a
 * critical href (back office §5) asks for a confirmation first.
 */
export function useCriticalLinkGuard(path: string) {
  const rowPath = path.slice(0, path.lastIndexOf('.'))
  const row = useFormFields(([fields]) => ({
    id: fields[`${rowPath}.id`]?.value as string | undefined,
    name: (fields[`${rowPath}.name`]?.initialValue as string | undefined) ?? '',
    href: fields[`${rowPath}.href`]?.initialValue as string | undefined,
  }))

  return (change: Change): boolean => {
    if (!isCriticalNavHref(row.href)) return true
    const key = `${row.id ?? rowPath}:${change}`
    if (confirmed.has(key)) return true
    if (!window.confirm(frenchOnly.admin.criticalNavChange[change](row.name, row.href ?? '')))
      return false
    confirmed.add(key)
    return true
  }
}
