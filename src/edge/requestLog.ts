import type { IncomingMessage, ServerResponse } from 'node:http'

const enabled = process.env.LOG_REQUESTS !== 'false'

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
  res.once('finish', () => {
    const at = new Date().toISOString()
    if (res.statusCode === 404 && isPageRequest(req))
      out.write(`${at} Page introuvable : ${pathOf(req.url)}\n`)
    if (!enabled) return
    // the edge's own loopback polls (content changes), every few seconds
    if (res.statusCode < 400 && req.url?.startsWith('/api/internal/')) return
    const ms = (performance.now() - started).toFixed(1)
    out.write(`${at} ${req.method} ${pathOf(req.url)} ${res.statusCode} ${ms}ms\n`)
  })
}
