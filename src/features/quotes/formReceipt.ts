import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import { idOfQuoteReference } from '@/lib/quoteReference'
import { FORM_SENT_PATH, FORM_SENT_QUERY } from '@/lib/sitePaths'
import { payloadSecret } from '@/platform/runtime/environment'

/** The reference's code: only the server that stored the request can name it on its page. */
const codeOf = (reference: string) =>
  createHmac('sha256', payloadSecret())
    .update(`formulaire-recu:${reference}`)
    .digest('base64url')
    .slice(0, 22)

/** Where the browser goes once its plain form's quote request is stored. */
export function quoteSentPath(reference: string): string {
  const query = new URLSearchParams({
    [FORM_SENT_QUERY.reference]: reference,
    [FORM_SENT_QUERY.code]: codeOf(reference),
  })
  return `${FORM_SENT_PATH}?${query}`
}

/** The reference the receipt page may show: null unless its code is the server's. */
export function receivedReference(reference: unknown, code: unknown): string | null {
  if (typeof reference !== 'string' || typeof code !== 'string') return null
  if (idOfQuoteReference(reference) === null) return null
  const expected = Buffer.from(codeOf(reference))
  const given = Buffer.from(code)
  return given.length === expected.length && timingSafeEqual(given, expected) ? reference : null
}
