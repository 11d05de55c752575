import 'server-only'

import { frenchOnly } from '@/i18n/frenchOnly'
import { admitWrite, WRITES_RETRY_AFTER_SECONDS } from '@/platform/runtime/writeGate'

type Handler<Context> = (request: Request, context: Context) => Promise<Response>

/**
 * Payload's REST writes (/api/cms) while a restore runs: refused with a 503 and Retry-After in
 * Payload's error shape, as the /api's are (src/platform/runtime/writeGate.ts); one admitted is waited for
 * before the restore begins.
 */
export function closedDuringRestore<Context>(handler: Handler<Context>): Handler<Context> {
  return async (request, context) => {
    const written = admitWrite()
    if (!written)
      return Response.json(
        { errors: [{ message: frenchOnly.backup.writesClosed }] },
        { status: 503, headers: { 'retry-after': String(WRITES_RETRY_AFTER_SECONDS) } },
      )
    try {
      const response = await handler(request, context)
      // a write another instance's restore refused (restoreFence.ts)
      if (response.status === 503)
        response.headers.set('retry-after', String(WRITES_RETRY_AFTER_SECONDS))
      return response
    } finally {
      written()
    }
  }
}
