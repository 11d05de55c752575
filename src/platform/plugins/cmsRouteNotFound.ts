import 'server-only'

import { frenchOnly } from '@/i18n/frenchOnly'

type Handler<Context> = (request: Request, context: Context) => Promise<Response>

/** Payload's error shape, in French: what /api/cms answers for any route it does not serve. */
function cmsNotFound(headers?: Headers): Response {
  return Response.json({ errors: [{ message: frenchOnly.api.notFound }] }, { status: 404, headers })
}

/**
 * Payload answers an unknown /api/cms route itself, in English and outside its error hooks
 * (`{ message: 'Route not found "…"' }`): the same 404, in French and in Payload's error shape.
 */
export function frenchRouteNotFound<Context>(handler: Handler<Context>): Handler<Context> {
  return async (request, context) => {
    const response = await handler(request, context)
    if (
      response.status !== 404 ||
      !response.headers.get('content-type')?.includes('application/json')
    )
      return response
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { message?: unknown } | null
    if (typeof body?.message !== 'string' || !body.message.startsWith('Route not found'))
      return response
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    return cmsNotFound(headers)
  }
}

/** The admin's own session data, which Payload's admin reads and writes over REST. */
const ADMIN_SESSION_COLLECTIONS = new Set(['payload-preferences', 'payload-locked-documents'])

/** The segments of a Payload REST address after /api/cms, each decoded when it can be. */
export function cmsPathSegments(request: Request): string[] {
  return new URL(request.url).pathname
    .replace(/^\/api\/cms\/?/, '')
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })
}

/**
 * Payload's internal collections (migrations, key-value store, jobs…) and globals (the jobs'
 * schedule) are nobody's business over HTTP; Payload itself answers some with a 501 echoing
 * its internal address. They answer like any unknown route, except the admin's preferences and
 * document locks for a signed-in user, which the admin's screens need.
 */
export function hideInternalCollections<Context>(
  handler: Handler<Context>,
  signedIn: (request: Request) => Promise<boolean>,
): Handler<Context> {
  return async (request, context) => {
    const [first = '', second = ''] = cmsPathSegments(request)
    const collection = first === 'globals' ? second : first
    if (!collection.startsWith('payload-')) return handler(request, context)
    if (ADMIN_SESSION_COLLECTIONS.has(collection) && (await signedIn(request)))
      return handler(request, context)
    return cmsNotFound()
  }
}
