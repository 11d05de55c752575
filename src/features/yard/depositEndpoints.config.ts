// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import { APIError } from 'payload'

import { depositsSlug } from '@/lib/slugs'
import { actionAnswer, adminAction } from '@/platform/endpoints/adminAction'
import { privatePdfResponse } from '@/platform/pdf/response'
import { afterAnswer } from '@/platform/services/afterAnswer'

import { depositState, recordDeposit } from './deposit'
import { reservationFound } from './keys'
import { DEPOSIT_KIND_LABELS } from './labels'
import { depositReceipt, mailDepositReceipt } from './receipt'

const notFound = (what: string): never => {
  throw new APIError(`${what} introuvable.`, 404, null, true)
}

/** `GET /api/cms/reservations/:id/deposit`: the deposit asked, received, given back, what next. */
export const depositStateEndpoint = adminAction('get', 'deposit', async (req, id) =>
  actionAnswer(200, await depositState(req.payload, await reservationFound(req, id), req)),
)

/**
 * `POST /api/cms/reservations/:id/deposit` `{ key, kind, amount, means, reference }`: a deposit
 * received or given back (deposit.ts), its receipt mailed to the customer once the answer is out.
 */
export const recordDepositEndpoint = adminAction('post', 'deposit', async (req, id) => {
  const reservation = await reservationFound(req, id)
  const body = await req.json?.().catch(() => undefined)
  const { deposit, duplicate } = await recordDeposit(req, reservation.id, body)
  if (!duplicate)
    afterAnswer(() => mailDepositReceipt(req.payload, deposit.id), 'Envoi d’un reçu de caution')
  return actionAnswer(duplicate ? 200 : 201, {
    id: deposit.id,
    duplicate,
    message: `${DEPOSIT_KIND_LABELS[deposit.kind]} enregistrée : le reçu part au client.`,
    state: await depositState(req.payload, reservation),
  })
})

/** `GET /api/cms/deposits/:id/receipt.pdf`: a movement's receipt, drawn again. */
export const receiptEndpoint = adminAction('get', 'receipt.pdf', async (req, id) => {
  const deposit = await req.payload
    .findByID({ collection: depositsSlug, id, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!deposit) return notFound('Reçu')
  const { bytes, fileName } = await depositReceipt(req.payload, deposit)
  return privatePdfResponse({ bytes, fileName })
})
