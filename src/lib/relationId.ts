/**
 * The id behind a relationship's value as Payload gives it: the id itself (depth 0) or the
 * document (a deeper read); null for none.
 */
export function relationId(value: unknown): number | null {
  if (value && typeof value === 'object') return Number((value as { id: number }).id)
  return typeof value === 'number' ? value : null
}
