import type { ArrayField } from 'payload'

/** Admin options of an array whose rows are titled by one of their fields. */
export function rowLabelFrom(from: string, singular: string): NonNullable<ArrayField['admin']> {
  return { components: { RowLabel: { path: '/admin/RowLabel.client#RowLabel', clientProps: { from, singular } } } }
}
