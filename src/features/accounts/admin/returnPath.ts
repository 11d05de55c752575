/** A stand-in origin: only whether an address stays on it matters, never which host it is. */
const HERE = 'http://admin.invalid'

/** Printable ASCII only: what a Location header takes as it is. */
const HEADER_SAFE = /^[\x21-\x7e]+$/

/**
 * The page to go back to after signing in (`?redirect=` of the login page), as a path of the
 * admin on this site, percent-encoded, or the admin's home. A raw `。` or U+200B in a Location
 * header made the server throw (500), and a look-alike dot, `//host` or `/\host` must never lead
 * to another site: the address must start with a single slash, hold no backslash and no control
 * character, and still be under the admin once the URL parser has resolved it (`..`, `%2e%2e`).
 */
export function adminReturnPath(requested: unknown, adminRoute: string): string {
  if (typeof requested !== 'string' || !/^\/(?![/\\])/.test(requested)) return adminRoute
  if (/[\\\p{Cc}]/u.test(requested)) return adminRoute
  let url: URL
  try {
    url = new URL(requested, HERE)
  } catch {
    return adminRoute
  }
  if (url.origin !== HERE) return adminRoute
  if (url.pathname !== adminRoute && !url.pathname.startsWith(`${adminRoute}/`)) return adminRoute
  // the parser percent-encodes what is not ASCII in the path, the query and the fragment
  const path = `${url.pathname}${url.search}${url.hash}`
  return HEADER_SAFE.test(path) ? path : adminRoute
}
