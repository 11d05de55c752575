import type { ArrayField } from 'payload'

import type { ProtectedKind } from '@/lib/protectedItems'

/**
 * Admin options of an array whose rows are titled by one of their fields (and marked when
 * protected); with `activeSwitch`, each row's title carries the switch of its `isActive` field,
 * so the list shows and changes it without opening the row.
 */
export function rowLabelFrom(
  from: string,
  singular: string,
  protectedKind?: ProtectedKind,
  { activeSwitch = false } = {},
): NonNullable<ArrayField['admin']> {
  return {
    components: {
      RowLabel: {
        path: '/admin/RowMenus/RowLabel.client#RowLabel',
        clientProps: { from, singular, protectedKind, activeSwitch },
      },
    },
  }
}
