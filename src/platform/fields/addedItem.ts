import type { TextField } from 'payload'

type AddedItem = {
  /** The spec's toast title once a new item is complete: « Partenaire ajouté ». */
  addedTitle: string
  /** The spec's message while a new item lacks a required field. */
  message: string
  /** The row's fields that must be filled, the name field included; « a|b »: one of them. */
  requiredFields: string[]
}

/**
 * The admin of the name field of a list item the spec adds through a dialog: its messages
 * from the moment the row is added, and its « … ajouté » toast (AddedItemName).
 */
export function addedItemAdmin(item: AddedItem): TextField['admin'] {
  return {
    components: {
      Field: { path: '/admin/AddedItem/AddedItemName.client#AddedItemName', clientProps: item },
    },
  }
}
