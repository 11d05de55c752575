import { frenchOnly } from '@/i18n/frenchOnly'
import { QUOTE_RECIPIENTS_MAX } from '@/lib/constants'

const EMAIL = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]+$/

/** A list of addresses (a text field with hasMany): each must be one plain address, no line break. */
const validEmails = (value: unknown): true | string => {
  const wrong = (Array.isArray(value) ? value : []).find(
    (entry) => typeof entry !== 'string' || !EMAIL.test(entry),
  )
  return wrong === undefined ? true : frenchOnly.validation.emails(String(wrong))
}

/** The quote requests' recipients: plain addresses, at most QUOTE_RECIPIENTS_MAX of them. */
export const validRecipients = (value: unknown): true | string =>
  Array.isArray(value) && value.length > QUOTE_RECIPIENTS_MAX
    ? frenchOnly.validation.tooManyRecipients(QUOTE_RECIPIENTS_MAX)
    : validEmails(value)
