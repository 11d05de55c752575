import { formatPrice } from './format'
import { machineRates, type MachineRates, periodRate } from './rentalRates'

type Offers = MachineRates & {
  forRent?: boolean | null
  forSale?: boolean | null
  salePrice?: number | null
}

/** Renting is the default offer: a record stored before offers existed is a rental. */
export const isForRent = (offers: Offers) => offers.forRent !== false
export const isForSale = (offers: Offers) => offers.forSale === true

export type PriceLine = { label: string; text: string; kind: 'rent' | 'week' | 'month' | 'sale' }

/** How a page's language names the prices: « Location », « Prix de vente », « {price}/jour »… */
export type PriceWords = {
  rentPrice: string
  salePrice: string
  perDay: string
  perWeek: string
  perMonth: string
}

/**
 * The prices a machine shows, rental first: « 85 000 FCFA/jour » for a rental (then, with
 * `periods`, its week and month as the quote would price them: « 500 000 FCFA/semaine »…),
 * « 25 000 000 FCFA » labelled « Prix de vente » for a sale, both when both; in the words and
 * the number format (`intl`) of the page's language.
 */
export function priceLines(
  equipment: Offers,
  words: PriceWords,
  intl: string,
  { periods = false } = {},
): PriceLine[] {
  const lines: PriceLine[] = []
  if (isForRent(equipment) && typeof equipment.price === 'number') {
    const rates = machineRates(equipment)
    const per = (kind: 'rent' | 'week' | 'month', rate: number | null, pattern: string) => {
      if (rate !== null)
        lines.push({
          kind,
          label: words.rentPrice,
          text: pattern.replace('{price}', formatPrice(rate, intl)),
        })
    }
    per('rent', equipment.price, words.perDay)
    if (periods) {
      per('week', periodRate(rates, 'weekly'), words.perWeek)
      per('month', periodRate(rates, 'monthly'), words.perMonth)
    }
  }
  if (isForSale(equipment) && typeof equipment.salePrice === 'number') {
    const text = formatPrice(equipment.salePrice, intl)
    lines.push({ kind: 'sale', label: words.salePrice, text })
  }
  return lines
}
