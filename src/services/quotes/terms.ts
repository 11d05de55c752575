import 'server-only'

import { QUOTE_CONDITIONS, QUOTE_VALIDITY_DAYS, QUOTE_VAT_RATE } from '@/lib/quoteTerms'
import type { SiteSettings } from '@/generated/payload-types'

/** A quote's terms from the general settings, the built-in ones where a field is empty. */
export function quoteTerms(settings: Partial<SiteSettings> | null | undefined) {
  return {
    vatRate: settings?.quoteVatRate ?? QUOTE_VAT_RATE,
    validityDays: settings?.quoteValidityDays ?? QUOTE_VALIDITY_DAYS,
    conditions: settings?.quoteConditions ?? QUOTE_CONDITIONS,
  }
}
