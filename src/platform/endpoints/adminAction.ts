import { APIError, type Endpoint, type PayloadRequest } from 'payload'

import { frenchOnly } from '@/i18n/frenchOnly'
import { isAdminUser } from '@/platform/access/roles'

/** An answer of the back office's actions: never kept by a cache. */
export const actionAnswer = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** A refusal a feature's action words for the team: its status (< 500) and French message. */
type Refusal = { status: number; message: string }

/** A feature's own refusal class, or Payload's APIError made public (`isPublic`), below 500. */
const refusalOf = (error: unknown, own: readonly (new (...args: never[]) => Refusal)[]) =>
  (error instanceof APIError && error.status < 500) || own.some((kind) => error instanceof kind)
    ? (error as Refusal)
    : null

/**
 * One of a document's actions, for an administrator only (401 signed out, 403 otherwise), at
 * `/api/cms/<collection>/:id/<path>` (or `/<path>` without `:id` when `path` starts with `/`);
 * a refusal (`refusals`, or an APIError under 500) answers its French message as `{ message }`.
 */
export function adminAction(
  method: 'get' | 'post',
  path: string,
  act: (req: PayloadRequest, id: string) => Promise<Response>,
  refusals: readonly (new (...args: never[]) => Refusal)[] = [],
): Endpoint {
  return {
    path: path.startsWith('/') ? path : `/:id/${path}`,
    method,
    handler: async (req) => {
      if (!req.user) return actionAnswer(401, { message: frenchOnly.api.unauthenticated })
      if (!isAdminUser(req.user)) return actionAnswer(403, { message: frenchOnly.api.forbidden })
      try {
        return await act(req, String(req.routeParams?.id ?? ''))
      } catch (error) {
        const refusal = refusalOf(error, refusals)
        if (refusal) return actionAnswer(refusal.status, { message: refusal.message })
        throw error
      }
    },
  }
}
