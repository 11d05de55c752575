/**
 * Nesting allowed in the data of a write: a rich text's nested lists stay far below it, while
 * Payload copies data recursively (its Local API first of all), so that 10,000 levels of JSON
 * overflow the stack and end as a 500.
 */
export const MAX_DATA_DEPTH = 100

/** Whether `value` nests deeper than `max` levels of objects and arrays, counted without recursion. */
export function nestsDeeperThan(value: unknown, max: number = MAX_DATA_DEPTH): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]]
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [node, depth] = item
    if (!node || typeof node !== 'object') continue
    if (depth >= max) return true
    for (const child of Object.values(node)) pending.push([child, depth + 1])
  }
  return false
}
