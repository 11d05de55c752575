import 'server-only'

import { COMPANY_EMAIL, COMPANY_NAME } from '@/lib/company'
import { setting } from '@/platform/runtime/configuration'

/** nodemailer's connection URL (`smtps://user:pass@mail.example.ne:465`); unset, mails go to the console. */
export function smtpUrl(): string | undefined {
  return setting('SMTP_URL')
}

export type Sender = { name: string; address: string }

/**
 * MAIL_FROM as `Nom <adresse>` or a bare address; unset, the company's name and the site's
 * contact email.
 */
export function mailFrom(contactEmail: string = COMPANY_EMAIL): Sender {
  const configured = setting('MAIL_FROM')
  if (!configured) return { name: COMPANY_NAME, address: contactEmail }
  const named = /^"?([^"<]*?)"?\s*<([^<>\s]+@[^<>\s]+)>$/.exec(configured)
  if (named) return { name: named[1]!.trim() || COMPANY_NAME, address: named[2]! }
  return { name: COMPANY_NAME, address: configured }
}

/** A header value from anything a visitor typed: no line break can start another header. */
export const headerSafe = (value: string) =>
  value
    .replace(/[\r\n\u2028\u2029]+/g, ' ')
    .replace(/\p{Cc}/gu, '')
    .trim()
