import 'server-only'

import type { SiteSettings } from '@/generated/payload-types'
import { dictionaries } from '@/i18n/site/dictionaries'
import { rentalConditionLines } from '@/i18n/site/rentalTerms'
import type { SiteLocale } from '@/lib/locales'
import { QUOTE_CONDITIONS, QUOTE_VALIDITY_DAYS, QUOTE_VAT_RATE } from '@/lib/quoteTerms'

/**
 * A quote's terms from the general settings, the built-in ones where a field is empty, in the
 * customer's language: its conditions are the rental conditions the calculator and the machines'
 * pages show (their lines, the taxes' first), then the payment terms.
 */
export function quoteTerms(settings: Partial<SiteSettings> | null | undefined, locale: SiteLocale) {
  const { rentalTerms, meta } = dictionaries[locale]
  const rental = rentalConditionLines(settings, rentalTerms, meta.intl)
  return {
    vatRate: settings?.quoteVatRate ?? QUOTE_VAT_RATE,
    validityDays: settings?.quoteValidityDays ?? QUOTE_VALIDITY_DAYS,
    conditions: [...rental, settings?.quoteConditions ?? QUOTE_CONDITIONS].join('\n'),
  }
}
