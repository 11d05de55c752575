/** Payload's image sizes a listing card offers the browser: 400 and 800 px wide, webp. */
export const CARD_PICTURE_SIZES = ['thumbnail', 'card'] as const

/** How wide a card picture shows: the listings' grid has one, two or three cards a row. */
export const CARD_SIZES_ATTRIBUTE = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'

/** The boxes of Payload's image sizes in the media library (src/features/media/config.ts), webp. */
export const MEDIA_IMAGE_SIZES = {
  thumbnail: { width: 400, height: 300 },
  card: { width: 800, height: 600 },
  hero: { width: 1920 },
} as const

const SIZED_FILE = /^(.+)-(\d+)x(\d+)\.webp$/

/**
 * The smallest size of a sized picture's file name, for a visitor who asked to save data
 * (Save-Data: on): a hero's or a card's picture as the 400 px thumbnail; null for an original or
 * the thumbnail itself.
 */
export function smallestPictureName(name: string): string | null {
  const [, base, width] = SIZED_FILE.exec(name) ?? []
  const { thumbnail } = MEDIA_IMAGE_SIZES
  if (!base || Number(width) <= thumbnail.width) return null
  return `${base}-${thumbnail.width}x${thumbnail.height}.webp`
}
