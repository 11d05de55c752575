import { fr } from '@/i18n/fr'

/**
 * Payload answers an unknown /api/cms route itself, in English and outside its error hooks
 * (`{ message: 'Route not found "…"' }`): the same 404, in French and in Payload's error shape.
 */
export function frenchRouteNotFound<Context>(
  handler: (request: Request, context: Context) => Promise<Response>,
): (request: Request, context: Context) => Promise<Response> {
  return async (request, context) => {
    const response = await handler(request, context)
    if (response.status !== 404 || !response.headers.get('content-type')?.includes('application/json')) return response
    const body = (await response.clone().json().catch(() => null)) as { message?: unknown } | null
    if (typeof body?.message !== 'string' || !body.message.startsWith('Route not found')) return response
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    return Response.json({ errors: [{ message: fr.api.notFound }] }, { status: 404, headers })
  }
}
