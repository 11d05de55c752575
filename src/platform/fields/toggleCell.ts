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

/**
 * Admin options of a checkbox that the list view flips at once (ToggleCell), the spec's switch.
 * The edit view sets it another way (an article's « Publier » and « Enregistrer le brouillon », a
 * department's « Publier » and « Annuler la publication »): its form neither shows nor needs it.
 */
export function listToggle(options: ToggleOptions): NonNullable<CheckboxField['admin']> {
  return {
    position: 'sidebar',
    components: {
      Cell: { path: '/admin/Cells/ToggleCell.client#ToggleCell', clientProps: options },
      Field: false,
    },
  }
}
