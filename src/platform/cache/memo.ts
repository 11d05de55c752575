import { onContentChanged } from '@/platform/runtime/contentSignal'

type Entry = { value: unknown; expires: number }

const entries = new Map<string, Entry>()
const byTag = new Map<string, Set<string>>()
/** Changes seen so far: a read that a change overtook keeps its value to itself (see memo). */
let changes = 0
let listening = false

function listen(): void {
  if (listening) return
  listening = true
  onContentChanged((tag) => {
    changes += 1
    for (const key of byTag.get(tag) ?? []) entries.delete(key)
  })
}

/**
 * In-process memo for hot reads, dropped at once when a save in this process emits one of its
 * tags, and after `ttlMs` in any case, so that several instances agree within that delay.
 * Failures are not memoised, nor a read during which content changed: it may have read the
 * database before the save's commit and would keep the old value after the change was signalled.
 */
export async function memo<T>(
  key: string,
  tags: string[],
  ttlMs: number,
  load: () => Promise<T>,
): Promise<T> {
  listen()
  const hit = entries.get(key)
  if (hit && hit.expires > Date.now()) return hit.value as T
  const startedAt = changes
  const value = await load()
  if (changes !== startedAt) return value
  entries.set(key, { value, expires: Date.now() + ttlMs })
  for (const tag of tags) {
    if (!byTag.has(tag)) byTag.set(tag, new Set())
    byTag.get(tag)?.add(key)
  }
  return value
}

/** Memo time of the compat API's reads: the bound on how long two instances may disagree. */
export const API_MEMO_TTL_MS = 5_000
