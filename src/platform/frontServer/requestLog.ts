import type { IncomingMessage, ServerResponse } from 'node:http'

import { setting } from '@/platform/runtime/configuration'

import { isEdgeCall } from './internalCall'

const enabled = setting('LOG_REQUESTS')

const isPageRequest = (req: IncomingMessage) =>
  req.method === 'GET' && (req.headers.accept ?? '').includes('text/html')

/**
 * The path without its query: a customer's quote link carries its token there (`?t=…`), and
 * whoever reads the log could accept the quote with it (#58).
 */
const pathOf = (url: string | undefined) => (url ?? '/').split('?')[0]

/**
 * One line per request once the response is sent: time, method, path, status, duration.
 * A page nobody found is always logged (public §2: the unknown path is logged), even with
 * LOG_REQUESTS=false.
 */
export function logRequest(
  req: IncomingMessage,
  res: ServerResponse,
  out: NodeJS.WritableStream = process.stdout,
): void {
  const started = performance.now()
  // as the visitor asked it: the edge may then serve another (`/en/news/1` is `/en/actualites/1`)
  const path = pathOf(req.url)
  res.once('finish', () => {
    const at = new Date().toISOString()
    if (res.statusCode === 404 && isPageRequest(req))
      out.write(`${at} Page introuvable : ${path}\n`)
    if (!enabled) return
    // the edge's own loopback calls: its polls (content changes), every few seconds, and its
    // reads of the 404 page (notFoundPage.ts), logged as the visitor's 404
    if (res.statusCode < 400 && (path.startsWith('/api/internal/') || isEdgeCall(req))) return
    const ms = (performance.now() - started).toFixed(1)
    out.write(`${at} ${req.method} ${path} ${res.statusCode} ${ms}ms\n`)
  })
}
