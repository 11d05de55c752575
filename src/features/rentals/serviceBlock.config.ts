import { actionAnswer, adminAction } from '@/platform/endpoints/adminAction'

import { blockForService } from './service'

/**
 * « Bloquer pour révision » (#62), `POST /api/cms/equipment-units/:id/service-block`, for an
 * administrator (401 signed out, 403 otherwise): the unit's first free day becomes a service
 * block; the answer's `message` says which, in French.
 */
export const serviceBlockEndpoint = adminAction('post', 'service-block', async (req, id) => {
  const unit = Number(id)
  if (!Number.isSafeInteger(unit) || unit < 1)
    return actionAnswer(404, { message: 'Unité introuvable.' })
  return actionAnswer(200, await blockForService(req.payload, unit, req))
})
