import { type ArrayField, type FieldHook, ValidationError } from 'payload'

import { frenchOnly } from '@/i18n/frenchOnly'
import { DEFAULT_SITE_LOCALE } from '@/lib/locales'
import { type ProtectedKind, removedProtectedRows } from '@/lib/protectedItems'

import { rowLabelFrom } from './rowLabel'

type Row = Record<string, unknown>

const refuseRemoval =
  (kind: ProtectedKind, nameField: string): FieldHook<{ id: string }, Row[] | null | undefined> =>
  ({ value, previousValue, path, req }) => {
    const before = (previousValue as Row[] | undefined) ?? []
    // in another language the names are translations of the French, which alone says what is
    // protected: there, the list's rows (shared by every language) may not go at all (#45)
    const translated = req.locale && req.locale !== DEFAULT_SITE_LOCALE
    const kept = new Set((value ?? []).map((row) => row?.id))
    const removed = translated
      ? before.filter((row) => row?.id !== undefined && !kept.has(row.id as string))
      : removedProtectedRows(kind, before, value)
    if (removed.length === 0) return value
    throw new ValidationError({
      errors: removed.map((row) => ({
        path: path.join('.'),
        message: frenchOnly.admin.protectedItem(String(row?.[nameField] ?? '')),
      })),
      req,
    })
  }

/**
 * Options of an array whose protected items (back office §5) can be deactivated but not
 * deleted: the server refuses a save that drops one, and the admin marks them and hides their
 * "Supprimer" action.
 */
export function protectedRows(
  kind: ProtectedKind,
  nameField: string,
  singular: string,
): Pick<ArrayField, 'admin' | 'hooks'> {
  return {
    admin: rowLabelFrom(nameField, singular, kind),
    hooks: { beforeChange: [refuseRemoval(kind, nameField)] },
  }
}
