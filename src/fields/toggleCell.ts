import type { CheckboxField } from 'payload'

type ToggleTexts = { onLabel: string; offLabel: string; onMessage: string; offMessage: string; failureMessage: string }

/** Admin options of a sidebar checkbox that the list view flips at once (ToggleCell). */
export function sidebarToggle(texts: ToggleTexts): NonNullable<CheckboxField['admin']> {
  return {
    position: 'sidebar',
    components: { Cell: { path: '/admin/Cells/ToggleCell.client#ToggleCell', clientProps: texts } },
  }
}
