/** Payload's image sizes a listing card offers the browser: 400 and 800 px wide, webp. */
export const CARD_PICTURE_SIZES = ['thumbnail', 'card'] as const

/** How wide a card picture shows: the listings' grid has one, two or three cards a row. */
export const CARD_SIZES_ATTRIBUTE = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'
