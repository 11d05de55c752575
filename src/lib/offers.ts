import { formatPrice, formatPricePerDay } from './format'

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

/**
 * The prices a machine shows, rental first: « 85 000 FCFA/jour » for a rental, « 25 000 000
 * FCFA » labelled « Prix de vente » for a sale, both when both.
 */
export function priceLines(equipment: Offers): PriceLine[] {
  const lines: PriceLine[] = []
  if (isForRent(equipment) && typeof equipment.price === 'number')
    lines.push({ kind: 'rent', label: 'Location', text: formatPricePerDay(equipment.price) })
  if (isForSale(equipment) && typeof equipment.salePrice === 'number')
    lines.push({ kind: 'sale', label: 'Prix de vente', text: formatPrice(equipment.salePrice) })
  return lines
}
