import { fr } from '@/i18n/fr'
import { whatsappDigits } from '@/lib/contactLinks'

/** The company's WhatsApp number: empty (the phone is used), or one WhatsApp can open. */
export const validWhatsAppNumber = (value: unknown): true | string =>
  value === null || value === undefined || value === '' || whatsappDigits(String(value))
    ? true
    : fr.validation.whatsappNumber
