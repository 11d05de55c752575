/** Set by RowLabel on an array row whose item is protected. */
export const PROTECTED_ROW_ATTRIBUTE = 'data-bk-protected'
/** Set by RowLabel on an array row: the item's name, for the removal's confirmation. */
export const ROW_NAME_ATTRIBUTE = 'data-bk-row-name'
