/**
 * One spelling per address. Next and Payload resolve `/./`, `/../` and `%2e` segments, decode
 * percent-encoded letters (Payload's `/api/cms/%75sers/login`) and redirect `//` and `\`; the
 * edge decided on the raw address, so `POST /api/./auth/login` escaped the rate limit. The edge
 * now rewrites the address to this form before it decides anything (rate limit, maintenance
 * gate, micro-cache), and Next serves that same form.
 */

/** RFC 3986's unreserved characters, the only ones whose encoding never changes the meaning. */
const ENCODED_UNRESERVED = /%(?:[46][1-9A-F]|[57][0-9A]|3[0-9]|2D|2E|5F|7E)/gi

/** A request line in absolute form (`POST http://host/path`), which a browser never sends. */
const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i

function removeDotSegments(path: string): string {
  const kept: string[] = []
  const segments = path.split('/').slice(1)
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1
    if (segment === '..') kept.pop()
    if (segment === '.' || segment === '..') {
      if (last) kept.push('')
      return
    }
    kept.push(segment)
  })
  return `/${kept.join('/')}`
}

function tidy(path: string): string {
  return removeDotSegments(path.replace(/\\/g, '/').replace(/\/{2,}/g, '/'))
}

/** The path the edge hands to Next: unreserved characters decoded, slashes and dots resolved. */
export function canonicalPath(rawPath: string): string {
  const path = rawPath.replace(ABSOLUTE_FORM, '')
  return tidy(
    (path.startsWith('/') ? path : `/${path}`).replace(ENCODED_UNRESERVED, (escape) =>
      String.fromCharCode(parseInt(escape.slice(1), 16)),
    ),
  )
}

/** `req.url` rewritten to its canonical path, the query string kept as sent. */
export function canonicalUrl(url: string): string {
  const query = url.indexOf('?')
  return query === -1
    ? canonicalPath(url)
    : `${canonicalPath(url.slice(0, query))}${url.slice(query)}`
}

/**
 * The form the edge's path rules (rate limits, an uploaded file's headers) match on: also
 * decoded where Next or Payload might decode (an encoded slash inside a catch-all segment) and
 * case-folded (Payload matches its endpoints without case). Wider than any router, so every
 * spelling that reaches a handler is caught by its rule.
 */
export function matchPath(url: string): string {
  const path = canonicalPath(url.split('?')[0] ?? '/')
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    decoded = path
  }
  return tidy(decoded).toLowerCase()
}
