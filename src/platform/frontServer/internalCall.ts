import type { IncomingMessage } from 'node:http'

import { INTERNAL_TOKEN_HEADER } from '@/platform/runtime/environment'
import { internalToken, isInternalToken } from '@/platform/runtime/signature'

/** A loopback call of the edge itself (this file's, the 404 page's read), with the internal token. */
export const isEdgeCall = (req: IncomingMessage) => {
  const token = req.headers[INTERNAL_TOKEN_HEADER]
  return typeof token === 'string' && isInternalToken(token)
}

/** A POST from the edge to one of the app's internal routes, over loopback, with the internal token. */
export function callInternal(port: number, route: string, body?: unknown): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}/api/internal/${route}`, {
    method: 'POST',
    headers: {
      [INTERNAL_TOKEN_HEADER]: internalToken(),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}
