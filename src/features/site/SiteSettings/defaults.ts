import {
  COMPANY_ADDRESS,
  COMPANY_DESCRIPTION,
  COMPANY_HOURS,
  COMPANY_EMAIL,
  COMPANY_GEO,
  COMPANY_NAME,
  COMPANY_PHONE,
} from '@/lib/company'
import {
  QUOTE_CONDITIONS,
  QUOTE_VALIDITY_DAYS,
  QUOTE_VAT_RATE,
  RENTAL_CONDITIONS,
} from '@/lib/quoteTerms'

export const siteSettingsDefaults = {
  siteTitle: `${COMPANY_NAME} — BTP, hydraulique, engins et commerce au Niger`,
  siteDescription: COMPANY_DESCRIPTION,
  contactPhone: COMPANY_PHONE,
  contactEmail: COMPANY_EMAIL,
  contactAddress: COMPANY_ADDRESS,
  openingHours: COMPANY_HOURS,
  latitude: COMPANY_GEO.latitude,
  longitude: COMPANY_GEO.longitude,
  quoteVatRate: QUOTE_VAT_RATE,
  quoteValidityDays: QUOTE_VALIDITY_DAYS,
  rentalConditions: RENTAL_CONDITIONS,
  quoteConditions: QUOTE_CONDITIONS,
}
