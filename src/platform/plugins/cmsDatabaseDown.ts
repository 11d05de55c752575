import 'server-only'

import { frenchOnly } from '@/i18n/frenchOnly'
import { SESSION_COOKIE } from '@/lib/constants'

type Handler<Context> = (request: Request, context: Context) => Promise<Response>

const carriesSession = (request: Request) =>
  request.headers.has('authorization') ||
  (request.headers.get('cookie') ?? '')
    .split(/;\s*/)
    .some((c) => c.startsWith(`${SESSION_COOKIE}=`))

/**
 * Payload reads a session it cannot reach the database for as no session, and refuses the call
 * (401, 403): for a caller that sent one while the database is out of reach, the answer is the
 * outage (503), so that the admin says what failed (« Impossible de sauvegarder… ») rather than
 * « not allowed », and its session guard does not take an outage for an expired session.
 */
export function outageNotRefusal<Context>(
  handler: Handler<Context>,
  reachable: () => Promise<boolean>,
): Handler<Context> {
  return async (request, context) => {
    const response = await handler(request, context)
    if (response.status !== 401 && response.status !== 403) return response
    if (!carriesSession(request) || (await reachable())) return response
    return Response.json(
      { errors: [{ message: frenchOnly.api.databaseUnreachable }] },
      { status: 503, headers: { 'retry-after': '5', 'cache-control': 'no-store' } },
    )
  }
}
