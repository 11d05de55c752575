// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import { APIError } from 'payload'

import type { User } from '@/generated/payload-types'
import { extensionsSlug } from '@/lib/slugs'
import { ApiError } from '@/lib/apiError'
import { actionAnswer, adminAction } from '@/platform/endpoints/adminAction'
import { afterAnswer } from '@/platform/services/afterAnswer'

import { answerExtension, type ExtensionAnswer } from './extension'
import { mailExtensionAnswer } from './extensionMails'
import { EXTENSION_STATUS_LABELS } from './labels'

const answerOf = (body: unknown): ExtensionAnswer => {
  const { action, endDate } = (body ?? {}) as { action?: unknown; endDate?: unknown }
  if (action === 'accept' || action === 'refuse') return { action }
  if (action === 'propose' && typeof endDate === 'string') return { action, endDate }
  throw new ApiError(400, 'Répondez « accept », « propose » (avec endDate) ou « refuse ».')
}

/**
 * `POST /api/cms/extensions/:id/answer` `{ action, endDate? }`: the team's answer to a
 * customer's ask for more days (#62); the customer is told by mail once the answer is out.
 */
export const answerExtensionEndpoint = adminAction(
  'post',
  'answer',
  async (req, id) => {
    const number = Number(id)
    const extension = Number.isSafeInteger(number)
      ? await req.payload
          .findByID({ collection: extensionsSlug, id: number, depth: 0, overrideAccess: true })
          .catch(() => null)
      : null
    if (!extension) throw new APIError('Demande de prolongation introuvable.', 404, null, true)
    const body = await req.json?.().catch(() => undefined)
    const done = await answerExtension(req.payload, extension, answerOf(body), req.user as User)
    afterAnswer(
      () => mailExtensionAnswer(req.payload, done.extension),
      'Réponse à une prolongation',
    )
    return actionAnswer(200, {
      message: `Prolongation : ${EXTENSION_STATUS_LABELS[done.extension.status].toLowerCase()}${done.contract ? `, version ${done.contract.version} du contrat à signer par le client` : ''}.`,
      status: done.extension.status,
    })
  },
  [ApiError],
)
