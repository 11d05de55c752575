/** Payload upload values (a populated media document, or an id when not populated) as URLs. */

type MediaLike = {
  url?: string | null
  mimeType?: string
  filename?: string
  updatedAt?: string | null
  sizes?: Record<string, { url?: string | null; width?: number | null } | undefined>
}

export const isMedia = (value: unknown): value is MediaLike =>
  typeof value === 'object' && value !== null && 'filename' in value && 'mimeType' in value

/** The query that names a picture's version: the edge sends an address carrying it immutable. */
export const MEDIA_VERSION_PARAM = 'v'

/**
 * A picture's address as the site's pages give it: `?v=` and the media document's last change,
 * so the address changes whenever its file can have (a new upload, a crop, a focal point moved
 * and its sizes drawn again, a file deleted then another uploaded under the same name) and the
 * browser may keep it for a year (src/platform/frontServer/mediaFiles.ts). Without a date it stays as stored.
 */
function versioned(url: string | null | undefined, media: MediaLike): string | null {
  if (!url) return null
  const changedAt = media.updatedAt ? Date.parse(media.updatedAt) : Number.NaN
  if (Number.isNaN(changedAt)) return url
  return `${url}${url.includes('?') ? '&' : '?'}${MEDIA_VERSION_PARAM}=${changedAt.toString(36)}`
}

/**
 * An upload field's value as the address Payload stores (or null): what the /api contract
 * answers, so a client can send back the address it read.
 */
export function storedMediaUrl(value: unknown): string | null {
  return isMedia(value) ? (value.url ?? null) : null
}

/** An upload field's value as the site's pages show it: its versioned address (or null). */
export function mediaUrl(value: unknown): string | null {
  return isMedia(value) ? versioned(value.url, value) : null
}

/** How a shape turns an upload field into an address: the site's, or the contract's. */
export type MediaUrlOf = (value: unknown) => string | null

/** The URL of one of Payload's image sizes ('card', 'hero'), the original when it has none. */
export function mediaSizeUrl(value: unknown, size: string): string | null {
  return isMedia(value) ? versioned(value.sizes?.[size]?.url ?? value.url, value) : null
}

/** A picture as `<img src srcset>`: Payload's sizes `names` (webp), the last one as `src`. */
export type Picture = { src: string; srcSet?: string }

/** A picture with its text for those who cannot see it (the media library's `alt`). */
export type DescribedPicture = Picture & { alt: string }

export function describedPicture(
  value: unknown,
  names: readonly string[],
): DescribedPicture | null {
  const picture = mediaPicture(value, names)
  return picture ? { ...picture, alt: (value as { alt?: string | null }).alt ?? '' } : null
}

export function mediaPicture(value: unknown, names: readonly string[]): Picture | null {
  if (!isMedia(value)) return null
  // a size Payload did not enlarge (`withoutEnlargement`) may repeat a smaller one's width: a
  // srcset with two candidates of one width is invalid HTML, the first is kept
  const sizes = names
    .map((name) => value.sizes?.[name])
    .filter((size) => size?.url && size.width)
    .filter((size, index, all) => all.findIndex((other) => other?.width === size?.width) === index)
  const src = versioned(sizes.at(-1)?.url ?? value.url, value)
  if (!src) return null
  const srcSet = sizes.map((size) => `${versioned(size?.url, value)} ${size?.width}w`).join(', ')
  return srcSet ? { src, srcSet } : { src }
}
