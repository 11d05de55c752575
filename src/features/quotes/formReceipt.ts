import 'server-only'

import { idOfQuoteReference } from '@/lib/quoteReference'
import { FORM_SENT_PATH, FORM_SENT_QUERY } from '@/lib/sitePaths'
import { sameSecret, signature } from '@/platform/runtime/signature'

/** The reference's code: only the server that stored the request can name it on its page. */
const codeOf = (reference: string) => signature(`formulaire-recu:${reference}`, 22)

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
  return sameSecret(code, codeOf(reference)) ? reference : null
}
