/** Payload's image sizes a listing card offers the browser: 400 and 800 px wide, webp. */
export const CARD_PICTURE_SIZES = ['thumbnail', 'card'] as const

/** How wide a card picture shows: the listings' grid has one, two or three cards a row. */
export const CARD_SIZES_ATTRIBUTE = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'

/** The boxes of Payload's image sizes in the media library (collections/Media), webp. */
export const MEDIA_IMAGE_SIZES = {
  thumbnail: { width: 400, height: 300 },
  card: { width: 800, height: 600 },
  hero: { width: 1920 },
} as const

const SIZED_FILE = /^(.+)-(\d+)x(\d+)\.webp$/

/**
 * The next size down of a sized picture's file name, for a visitor who asked to save data
 * (Save-Data: on): a hero picture as a card's 800 px, a card's as the 400 px thumbnail; null
 * for an original or the smallest size.
 */
export function smallerPictureName(name: string): string | null {
  const [, base, width] = SIZED_FILE.exec(name) ?? []
  if (!base || !width) return null
  const { thumbnail, card } = MEDIA_IMAGE_SIZES
  const smaller =
    Number(width) > card.width ? card : Number(width) > thumbnail.width ? thumbnail : null
  return smaller && `${base}-${smaller.width}x${smaller.height}.webp`
}
