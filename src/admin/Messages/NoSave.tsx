/** A message is the customer's words: read, never edited, so its screen has no Save button. */
export function NoSave() {
  return null
}
