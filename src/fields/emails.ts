import { fr } from '@/i18n/fr'

const EMAIL = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]+$/

/** A list of addresses (a text field with hasMany): each must be one plain address, no line break. */
export const validEmails = (value: unknown): true | string => {
  const wrong = (Array.isArray(value) ? value : []).find(
    (entry) => typeof entry !== 'string' || !EMAIL.test(entry),
  )
  return wrong === undefined ? true : fr.validation.emails(String(wrong))
}
