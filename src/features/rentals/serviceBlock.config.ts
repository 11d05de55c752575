import { APIError, type Endpoint } from 'payload'

import { frenchOnly } from '@/i18n/frenchOnly'
import { isAdminUser } from '@/platform/access/roles'

import { blockForService } from './service'

const answer = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * « Bloquer pour révision » (#62), `POST /api/cms/equipment-units/:id/service-block`, for an
 * administrator (401 signed out, 403 otherwise): the unit's first free day becomes a service
 * block; the answer's `message` says which, in French.
 */
export const serviceBlockEndpoint: Endpoint = {
  path: '/:id/service-block',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return answer(401, { message: frenchOnly.api.unauthenticated })
    if (!isAdminUser(req.user)) return answer(403, { message: frenchOnly.api.forbidden })
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id) || id < 1) return answer(404, { message: 'Unité introuvable.' })
    try {
      return answer(200, await blockForService(req.payload, id, req))
    } catch (error) {
      if (error instanceof APIError && error.status < 500)
        return answer(error.status, { message: error.message })
      throw error
    }
  },
}
