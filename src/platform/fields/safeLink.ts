import type { TextFieldValidation } from 'payload'
import { text } from 'payload/shared'

/** Schemes that run code when the link is opened (data: can be a whole HTML page). */
const EXECUTABLE_SCHEME = /^(javascript|vbscript|data):/i

export const UNSAFE_LINK_MESSAGE =
  'Lien refusé : les adresses javascript:, vbscript: et data: ne sont pas autorisées.'

/** Browsers ignore spaces and control characters around and inside the scheme: so does this. */
export function isExecutableLink(value: string): boolean {
  return EXECUTABLE_SCHEME.test(value.replace(/[\u0000-\u0020]/g, ''))
}

/**
 * A link field of the site (button, social network, partner, map): the public API hands it to
 * clients that put it in an href, so an address that runs code is refused when saved; anything
 * else goes through the field's usual check (`base`).
 */
export function safeLink(base: TextFieldValidation = text): TextFieldValidation {
  return (value, options) =>
    typeof value === 'string' && isExecutableLink(value)
      ? UNSAFE_LINK_MESSAGE
      : base(value, options)
}
