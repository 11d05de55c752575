import { INTERNAL_TOKEN_HEADER } from './environment'
import { isInternalToken } from './signature'

/** An internal route (`/api/internal/*`): only the edge's calls, signed with the internal token, reach `handler`. */
export function internalRoute(
  handler: (request: Request) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return (request) => {
    if (!isInternalToken(request.headers.get(INTERNAL_TOKEN_HEADER))) {
      return Promise.resolve(
        Response.json({ success: false, message: 'Non autorisé' }, { status: 401 }),
      )
    }
    return handler(request)
  }
}
