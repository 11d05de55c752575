import { frenchOnly } from '@/i18n/frenchOnly'
import { isNigerLandline, whatsappDigits } from '@/lib/contactLinks'

/**
 * The company's WhatsApp number: empty (the phone is used), or one WhatsApp can open: a mobile,
 * not a Nigerien fixed line (#59).
 */
export function validWhatsAppNumber(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  const digits = whatsappDigits(String(value))
  if (!digits) return frenchOnly.validation.whatsappNumber
  return isNigerLandline(digits) ? frenchOnly.validation.whatsappLandline : true
}
