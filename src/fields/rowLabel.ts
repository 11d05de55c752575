import type { ArrayField } from 'payload'

import type { ProtectedKind } from '@/lib/protectedItems'

/** Admin options of an array whose rows are titled by one of their fields (and marked when protected). */
export function rowLabelFrom(
  from: string,
  singular: string,
  protectedKind?: ProtectedKind,
): NonNullable<ArrayField['admin']> {
  return {
    components: {
      RowLabel: {
        path: '/admin/RowMenus/RowLabel.client#RowLabel',
        clientProps: { from, singular, protectedKind },
      },
    },
  }
}
