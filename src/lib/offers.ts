import { formatPrice } from './format'

type Offers = {
  forRent?: boolean | null
  forSale?: boolean | null
  price?: number | null
  salePrice?: number | null
}

/** Renting is the default offer: a record stored before offers existed is a rental. */
export const isForRent = (offers: Offers) => offers.forRent !== false
export const isForSale = (offers: Offers) => offers.forSale === true

export type PriceLine = { label: string; text: string; kind: 'rent' | 'sale' }

/** How a page's language names the prices: « Location », « Prix de vente », « {price}/jour ». */
export type PriceWords = { rentPrice: string; salePrice: string; perDay: string }

/**
 * The prices a machine shows, rental first: « 85 000 FCFA/jour » for a rental, « 25 000 000
 * FCFA » labelled « Prix de vente » for a sale, both when both; in the words and the number
 * format (`intl`) of the page's language.
 */
export function priceLines(equipment: Offers, words: PriceWords, intl: string): PriceLine[] {
  const lines: PriceLine[] = []
  if (isForRent(equipment) && typeof equipment.price === 'number') {
    const text = words.perDay.replace('{price}', formatPrice(equipment.price, intl))
    lines.push({ kind: 'rent', label: words.rentPrice, text })
  }
  if (isForSale(equipment) && typeof equipment.salePrice === 'number') {
    const text = formatPrice(equipment.salePrice, intl)
    lines.push({ kind: 'sale', label: words.salePrice, text })
  }
  return lines
}
