/** Payload documents → the legacy JSON shapes of the spec (`_id`, media as URLs, no nulls). */

type Json = unknown

type MediaLike = {
  url?: string | null
  mimeType?: string
  filename?: string
  sizes?: Record<string, { url?: string | null; width?: number | null } | undefined>
}

const isMedia = (value: Json): value is MediaLike =>
  typeof value === 'object' && value !== null && 'filename' in value && 'mimeType' in value

/** An upload field's value as the URL the legacy clients expect (or null). */
export function mediaUrl(value: Json): string | null {
  return isMedia(value) ? (value.url ?? null) : null
}

/** The URL of one of Payload's image sizes ('card', 'hero'), the original when it has none. */
export function mediaSizeUrl(value: Json, size: string): string | null {
  return isMedia(value) ? (value.sizes?.[size]?.url ?? value.url ?? null) : null
}

/** A picture as `<img src srcset>`: Payload's sizes `names` (webp), the last one as `src`. */
export type Picture = { src: string; srcSet?: string }

export function mediaPicture(value: Json, names: readonly string[]): Picture | null {
  if (!isMedia(value)) return null
  const sizes = names.map((name) => value.sizes?.[name]).filter((size) => size?.url && size.width)
  const src = sizes.at(-1)?.url ?? value.url
  if (!src) return null
  const srcSet = sizes.map((size) => `${size?.url} ${size?.width}w`).join(', ')
  return srcSet ? { src, srcSet } : { src }
}

const PAYLOAD_META = new Set(['globalType', 'createdAt', 'updatedAt'])

/**
 * Global content as the spec's `content` object: media objects become URLs, Payload's
 * bookkeeping fields go, the global's own id goes; array items keep their `id`.
 */
export function legacyContent(value: Json, top = true): Json {
  if (Array.isArray(value)) return value.map((item) => legacyContent(item, false))
  if (isMedia(value)) return value.url ?? null
  if (typeof value !== 'object' || value === null) return value
  const out: Record<string, Json> = {}
  for (const [key, item] of Object.entries(value)) {
    if (top && (PAYLOAD_META.has(key) || key === 'id')) continue
    out[key] = legacyContent(item, false)
  }
  return out
}

/** `id` → `_id` (as a string) for a document. */
export function withLegacyId<T extends { id: number | string }>(doc: T): Omit<T, 'id'> & { _id: string } {
  const { id, ...rest } = doc
  return { _id: String(id), ...rest }
}
