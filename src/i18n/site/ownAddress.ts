import 'server-only'

import { redirect } from 'next/navigation'

import { sitePath } from './index'

/**
 * An item asked for by another language's address (the language switcher's link, a link shared
 * before its English address was typed) is sent to its address in the page's language (#45),
 * `frenchPath` being the French form of that address. Temporary (307): an editor may change or
 * empty an address, and a browser keeps a permanent redirect beyond that (a loop, once the former
 * address redirects the other way).
 */
export function toOwnAddress(asked: string, own: string, frenchPath: string): void {
  if (asked !== own) redirect(sitePath(frenchPath))
}
