import { PLACEHOLDER_PHONE } from './company'

/** "+227 20 72 35 00" → "tel:+22720723500". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

export const mailtoHref = (email: string, subject?: string, body?: string) => {
  const params = new URLSearchParams()
  if (subject) params.set('subject', subject)
  if (body) params.set('body', body)
  const query = params.toString().replace(/\+/g, '%20')
  return `mailto:${email}${query ? `?${query}` : ''}`
}

/** Niger's country code: a number written locally (8 digits) is a Nigerien one. */
const NIGER_CODE = '227'
const LOCAL_DIGITS = 8

/**
 * A phone number as WhatsApp's links want it (E.164's digits, no plus): « +227 90 12 34 56 »,
 * « 00227 90123456 » and « 90 12 34 56 » all give 22790123456. Null for what cannot be one.
 */
export function whatsappDigits(phone: string | null | undefined): string | null {
  if (!phone || phone === PLACEHOLDER_PHONE || !/^[+\d\s().-]+$/.test(phone)) return null
  let digits = phone.replace(/\D/g, '')
  if (!phone.trim().startsWith('+') && digits.startsWith('00')) digits = digits.slice(2)
  else if (!phone.trim().startsWith('+') && digits.length === LOCAL_DIGITS)
    digits = NIGER_CODE + digits
  return digits.length >= 8 && digits.length <= 15 && !digits.startsWith('0') ? digits : null
}

/**
 * Whether WhatsApp's digits (`whatsappDigits`) are a Nigerien fixed line (+227 20 …), which
 * WhatsApp cannot reach (#59).
 */
export const isNigerLandline = (digits: string) => digits.startsWith(`${NIGER_CODE}20`)

/**
 * A WhatsApp chat with `phone`, the message prefilled when there is one; null without a real
 * number (public §5: no button for the placeholder).
 */
export function whatsappHref(phone: string | null | undefined, text?: string): string | null {
  const digits = whatsappDigits(phone)
  if (!digits) return null
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`
}

/** The subject of a department's 'Envoyer un email' link (public §2). */
export const departmentMailSubject = (name: string) => `Demande de renseignements - ${name}`
