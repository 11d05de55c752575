import type { CheckboxField } from 'payload'

/** What the list's ToggleCell shows and calls (passed to it as client props). */
export type ToggleOptions = {
  onLabel: string
  offLabel: string
  /** Toasts after the change ('Département activé avec succès'…) and on failure. */
  onMessage: string
  offMessage: string
  failureMessage: string
  /** The /api call (back office §7), `:id` standing for the row: a PATCH flips on the server, a PUT sends the value. */
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

/**
 * The same switch in the list only: the edit view sets the value another way (an article's
 * « Publier » and « Enregistrer le brouillon »), so its form neither shows nor needs the box.
 */
export function listToggle(options: ToggleOptions): NonNullable<CheckboxField['admin']> {
  const admin = sidebarToggle(options)
  return { ...admin, components: { ...admin.components, Field: false } }
}
