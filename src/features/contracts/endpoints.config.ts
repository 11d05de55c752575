// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import { APIError } from 'payload'

import { reservationFound } from '@/features/yard/keys'
import { quoteRequestsSlug } from '@/lib/slugs'
import { relationId } from '@/lib/relationId'
import { ApiError } from '@/lib/apiError'
import { actionAnswer, adminAction } from '@/platform/endpoints/adminAction'
import { privatePdfResponse } from '@/platform/pdf/response'
import { afterAnswer } from '@/platform/services/afterAnswer'

import type { ContractContent } from './content'
import { mailContractReady } from './mails'
import { contractFileName } from './pdf'
import { bytesOf, contractState, prepareContract, readContract } from './prepare'
import { signedContract } from './signed'

/** `GET /api/cms/reservations/:id/contract`: the contract's versions and their acceptances. */
export const contractStateEndpoint = adminAction('get', 'contract', async (req, id) => {
  const reservation = await reservationFound(req, id)
  return actionAnswer(200, await contractState(req.payload, reservation.id, req))
})

/**
 * `POST /api/cms/reservations/:id/contract`: the contract prepared (a new version when what it
 * says changed), and the customer told by mail once the answer is out.
 */
export const prepareContractEndpoint = adminAction(
  'post',
  'contract',
  async (req, id) => {
    const reservation = await reservationFound(req, id)
    const { contract, created } = await prepareContract(req.payload, reservation, req.user ?? null)
    const to = (contract.content as unknown as ContractContent).customer.email
    const requestId = relationId(reservation.quoteRequest)
    if (created && to && requestId)
      afterAnswer(async () => {
        const request = await req.payload.findByID({
          collection: quoteRequestsSlug,
          id: requestId,
          depth: 0,
          overrideAccess: true,
        })
        await mailContractReady(req.payload, request, contract, to)
      }, 'Envoi d’un contrat à signer')
    return actionAnswer(created ? 201 : 200, {
      id: contract.id,
      created,
      message: created
        ? `Version ${contract.version} du contrat préparée${to ? ` : le client est prévenu par email (${to})` : ''}.`
        : `Rien n’a changé depuis la version ${contract.version} : elle reste celle à signer.`,
      state: await contractState(req.payload, reservation.id),
    })
  },
  [ApiError],
)

/** `GET /api/cms/contracts/:id/contract.pdf` (`?signed=1`: with its evidence page). */
export const contractPdfEndpoint = adminAction('get', 'contract.pdf', async (req, id) => {
  const number = Number(id)
  if (!Number.isSafeInteger(number)) throw new APIError('Contrat introuvable.', 404, null, true)
  const signed = new URL(req.url ?? '', 'http://local').searchParams.get('signed') === '1'
  if (signed) {
    const document = await signedContract(req.payload, number)
    if (!document) throw new APIError('Ce contrat n’est pas encore signé.', 404, null, true)
    return privatePdfResponse({
      bytes: document.bytes,
      fileName: contractFileName(document.reservation, document.version, true),
    })
  }
  const contract = await readContract(req.payload, number)
  if (!contract) throw new APIError('Contrat introuvable.', 404, null, true)
  return privatePdfResponse({
    bytes: bytesOf(contract),
    fileName: contractFileName(Number(relationId(contract.reservation)), contract.version),
  })
})
