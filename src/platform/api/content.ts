/** Payload documents → the legacy JSON shapes of the spec (`_id`, media as URLs, no nulls). */

import { isMedia } from '@/lib/media'

type Json = unknown

/** One object of an `/api` answer's content (a global's content, an array's row). */
export type ApiItem = Record<string, unknown>

const PAYLOAD_META = new Set(['globalType', 'createdAt', 'updatedAt'])

/**
 * Payload's bookkeeping fields, which a global's legacy content leaves out: its own, and the
 * zone it keeps beside a date on the company's clock (`startTime_tz`, src/platform/fields/dateTime.ts).
 */
export const isPayloadMeta = (name: string) => PAYLOAD_META.has(name) || name.endsWith('_tz')

/**
 * Global content as the spec's `content` object: media objects become URLs, Payload's
 * bookkeeping fields go, the global's own id goes; array items keep their `id`.
 */
export function apiContent(value: Json, top = true): Json {
  if (Array.isArray(value)) return value.map((item) => apiContent(item, false))
  if (isMedia(value)) return value.url ?? null
  if (typeof value !== 'object' || value === null) return value
  const out: Record<string, Json> = {}
  for (const [key, item] of Object.entries(value)) {
    if (top && (isPayloadMeta(key) || key === 'id')) continue
    out[key] = apiContent(item, false)
  }
  return out
}

/** `id` → `_id` (as a string) for a document. */
export function withApiId<T extends { id: number | string }>(
  doc: T,
): Omit<T, 'id'> & { _id: string } {
  const { id, ...rest } = doc
  return { _id: String(id), ...rest }
}
