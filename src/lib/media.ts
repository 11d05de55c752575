/** Payload upload values (a populated media document, or an id when not populated) as URLs. */

type MediaLike = {
  url?: string | null
  mimeType?: string
  filename?: string
  sizes?: Record<string, { url?: string | null; width?: number | null } | undefined>
}

export const isMedia = (value: unknown): value is MediaLike =>
  typeof value === 'object' && value !== null && 'filename' in value && 'mimeType' in value

/** An upload field's value as its URL (or null). */
export function mediaUrl(value: unknown): string | null {
  return isMedia(value) ? (value.url ?? null) : null
}

/** The URL of one of Payload's image sizes ('card', 'hero'), the original when it has none. */
export function mediaSizeUrl(value: unknown, size: string): string | null {
  return isMedia(value) ? (value.sizes?.[size]?.url ?? value.url ?? null) : null
}

/** A picture as `<img src srcset>`: Payload's sizes `names` (webp), the last one as `src`. */
export type Picture = { src: string; srcSet?: string }

export function mediaPicture(value: unknown, names: readonly string[]): Picture | null {
  if (!isMedia(value)) return null
  const sizes = names.map((name) => value.sizes?.[name]).filter((size) => size?.url && size.width)
  const src = sizes.at(-1)?.url ?? value.url
  if (!src) return null
  const srcSet = sizes.map((size) => `${size?.url} ${size?.width}w`).join(', ')
  return srcSet ? { src, srcSet } : { src }
}
