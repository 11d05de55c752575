import type { CheckboxField } from 'payload'

type ToggleOptions = {
  onLabel: string
  offLabel: string
  onMessage: string
  offMessage: string
  failureMessage: string
  /** The /api call that flips it (back office §7), `:id` standing for the row. */
  call: { method: 'PATCH' | 'PUT'; path: string }
}

/** Admin options of a sidebar checkbox that the list view flips at once (ToggleCell). */
export function sidebarToggle(options: ToggleOptions): NonNullable<CheckboxField['admin']> {
  return {
    position: 'sidebar',
    components: {
      Cell: { path: '/admin/Cells/ToggleCell.client#ToggleCell', clientProps: options },
    },
  }
}
