/** Addresses a redirect may not leave: the admin, the APIs, Next's files, the home page. */
const RESERVED = /^\/(admin|api|_next)(\/|$)/

/**
 * One spelling of an address for redirects, as a person types it and as a browser sends it:
 * the path alone (an address of the previous site may be pasted whole), percent-encoding
 * decoded (« /nos-réalisations » and « /nos-r%C3%A9alisations » are one), no trailing slash.
 * Null when it is no address.
 */
export function redirectKey(address: string): string | null {
  let path = address.trim()
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname
    } catch {
      return null
    }
  }
  path = path.split(/[?#]/)[0] ?? ''
  if (!path.startsWith('/')) path = `/${path}`
  try {
    path = decodeURI(path)
  } catch {
    return null
  }
  if (/[\s\p{Cc}]/u.test(path)) return null
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path
}

/** Whether an address may be redirected: neither the home page nor the admin's or the APIs'. */
export const redirectable = (key: string) => key !== '/' && !RESERVED.test(key)

/** An address fit for a Location header: every character outside printable ASCII encoded. */
export const asLocation = (address: string) =>
  address.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character))

/** One redirect as the edge keeps it: from an address (its key) to another, 301 or 302. */
export type SiteRedirect = { from: string; to: string; status: 301 | 302 }
