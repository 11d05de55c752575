import type { IncomingMessage, ServerResponse } from 'node:http'

import { languageRoute } from '@/i18n/site/addresses'

const queryOf = (url: string | undefined) => (url?.includes('?') ? url.slice(url.indexOf('?')) : '')

/**
 * Another language's addresses (#45). Its pages are the French ones under its code
 * (src/app/(languages)/[first]), spelt in its own words for visitors: an address asked with the
 * French words (`/en/equipements/x`) is sent to the language's own (`/en/equipment/x`), for good.
 */
export function answerLanguageAddress(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): boolean {
  const route = languageRoute(path)
  if (!route || !('redirect' in route)) return false
  res.writeHead(308, { location: `${route.redirect}${queryOf(req.url)}` })
  res.end()
  return true
}

/**
 * The address Next serves the page at: `/en/equipment/x` is `/en/equipements/x`. Set once the
 * micro-cache has been asked, which keeps the visitor's address; Next's client router works
 * from the browser's, so the page never shows the other.
 */
export function toServedAddress(req: IncomingMessage, path: string): void {
  const route = languageRoute(path)
  if (route && 'rewrite' in route) req.url = `${route.rewrite}${queryOf(req.url)}`
}
