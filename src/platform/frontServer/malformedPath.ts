import type { IncomingMessage, ServerResponse } from 'node:http'

import { frenchOnly } from '@/i18n/frenchOnly'
import { MALFORMED_PATH_PAGE, MALFORMED_PATH_STATUS } from '@/lib/malformedPath'

import { forceStatus } from './forceStatus'

function sendJson(res: ServerResponse, body: unknown): void {
  res.writeHead(MALFORMED_PATH_STATUS, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  })
  res.end(JSON.stringify(body))
}

/**
 * A 400 for an address that cannot be decoded: in each API's own error shape under `/api/cms`
 * and `/api`, the site's error page (rendered by Next at its own address) for a page.
 */
export function answerMalformedPath(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  renderPage: () => void,
): void {
  const message = frenchOnly.api.malformedPath
  if (/^\/api\/cms(\/|$)/.test(path)) return sendJson(res, { errors: [{ message }] })
  if (/^\/api(\/|$)/.test(path)) return sendJson(res, { success: false, message })
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(MALFORMED_PATH_STATUS, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    })
    res.end(message)
    return
  }
  req.url = MALFORMED_PATH_PAGE
  forceStatus(res, MALFORMED_PATH_STATUS)
  renderPage()
}
