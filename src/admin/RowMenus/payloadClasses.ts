/**
 * The class names of Payload's array and blocks rows that the admin's row guards rely on
 * (RowMenuGuard, RowLabel, AddedItemName; src/app/(payload)/custom.scss repeats
 * `.array-actions__remove`). Payload offers no component for a row's actions menu, so these are
 * its DOM, version 3.90: the e2e test « retirer une ligne d’une liste demande confirmation »
 * finds its rows and buttons with these same names and fails if an upgrade renames them.
 */
export const PAYLOAD_ROW = {
  arrayRow: '.array-field__row',
  anyRow: '.array-field__row, .blocks-field__row',
  rowHeader: '.array-field__row-header',
  menuButton: '.array-actions__button',
  removeButton: '.array-actions__remove',
} as const
