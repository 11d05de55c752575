import {
  COMPANY_ADDRESS,
  COMPANY_EMAIL,
  COMPANY_GEO,
  COMPANY_NAME,
  COMPANY_PHONE,
} from '@/lib/company'
import { QUOTE_VALIDITY_DAYS, QUOTE_VAT_RATE } from '@/lib/quoteTerms'

import type { siteSettingsDefaults } from './defaults'

/** The general settings' defaults in English (#45): the same contact details and quote terms. */
export const siteSettingsDefaultsEn: typeof siteSettingsDefaults = {
  siteTitle: `${COMPANY_NAME} — construction, water engineering, machinery and trade in Niger`,
  siteDescription:
    'A multi-sector company based in Niger: construction and public works, water engineering, equipment rental and sale, automotive, electronics and general trade.',
  contactPhone: COMPANY_PHONE,
  contactEmail: COMPANY_EMAIL,
  contactAddress: COMPANY_ADDRESS,
  openingHours: 'Mon–Fri: 8:00–18:00, Sat: 8:00–13:00',
  latitude: COMPANY_GEO.latitude,
  longitude: COMPANY_GEO.longitude,
  quoteVatRate: QUOTE_VAT_RATE,
  quoteValidityDays: QUOTE_VALIDITY_DAYS,
  rentalConditions: [
    'Fuel included',
    'Free delivery in Niamey',
    'Preventive maintenance included',
    'Qualified operator available',
    'Discount on long-term rentals',
  ],
  quoteConditions:
    'Prices in CFA francs (XOF). Payment: 50% on order, the balance on delivery or at the end of the rental.',
}
