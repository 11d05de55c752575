import { QUOTE_VAT_RATE, RENTAL_CONDITIONS } from '@/lib/quoteTerms'

import type { SiteText } from './fr'
import { fill } from './template'

/** What the general settings say of a rental (src/features/site/SiteSettings, « Devis et WhatsApp »). */
export type RentalTermsSettings = {
  quoteVatRate?: number | null
  rentalConditions?: readonly string[] | null
}

/**
 * The rental conditions as every place states them, the calculator, a machine's page, the quote's
 * page and its PDF: the taxes' line first, written from the quotes' VAT rate so that it can never
 * disagree with their totals, then the team's lines, in the page's (or the customer's) language.
 */
export function rentalConditionLines(
  settings: RentalTermsSettings | null | undefined,
  words: SiteText['rentalTerms'],
  intl: string,
): string[] {
  const rate = settings?.quoteVatRate ?? QUOTE_VAT_RATE
  const taxes = rate > 0 ? fill(words.vat, { rate: rate.toLocaleString(intl) }) : words.noVat
  const lines = settings?.rentalConditions ?? RENTAL_CONDITIONS
  return [taxes, ...lines.map((line) => line.trim()).filter(Boolean)]
}
