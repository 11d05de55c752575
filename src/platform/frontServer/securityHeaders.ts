import type { IncomingMessage, ServerResponse } from 'node:http'

import helmet from 'helmet'

import { matchPath } from './canonicalPath'

/**
 * Uploaded files as Payload serves them (`/api/cms/<collection>/file/<name>`), whatever the
 * spelling of the address, since Next decodes and resolves the path before routing it.
 */
export function isUploadedFile(path: string): boolean {
  return /^\/api\/cms\/[^/]+\/file\//.test(matchPath(path))
}

/**
 * A customer's quote page and its PDF (`/devis/DEV-000123?t=…`, `/en/quote/…`): the address
 * carries the token that accepts the quote, so no request from it names it as a referrer, to
 * another site or to this one's logs (#58). As a header, before any script or link of the page.
 */
export function isCustomerQuotePath(path: string): boolean {
  return /^\/(?:[a-z]{2}\/)?(?:devis|quote)\//.test(matchPath(path))
}

/**
 * The CSP the admin and the site need (docs/architecture.md, measured with 0 violations). Nonces
 * would make every page dynamic and lose the cache, hence 'unsafe-inline'. An uploaded file runs no
 * script at all: an SVG opened at its own address is a document of this origin. Payload sends such
 * a policy itself, but Next drops a header the edge has already set.
 */
function directives(dev: boolean, uploadedFile: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': uploadedFile
      ? ["'none'"]
      : ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(dev ? ['ws:'] : [])],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
  }
}

/**
 * Helmet's headers, computed once: helmet runs against a recording response at start-up and
 * the edge then copies the list onto every response, which costs far less than running the
 * middleware per request.
 */
export function securityHeaders({
  dev,
  https,
  uploadedFile = false,
  noReferrer = false,
}: {
  dev: boolean
  https: boolean
  /** The headers of an uploaded file (see isUploadedFile). */
  uploadedFile?: boolean
  /** No referrer at all (see isCustomerQuotePath). */
  noReferrer?: boolean
}): [string, string][] {
  const recorded: [string, string][] = []
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      recorded.push([name, Array.isArray(value) ? value.join(', ') : String(value)])
    },
    removeHeader: () => undefined,
  }
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: directives(dev, uploadedFile) },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: noReferrer ? 'no-referrer' : 'strict-origin-when-cross-origin' },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined)
  return recorded
}
