import 'server-only'

import type { Payload } from 'payload'

import { requestForCustomer } from '@/features/quotes/answer'
import { siteText } from '@/i18n/site'
import { privatePdfResponse } from '@/platform/pdf/response'

import { contractOfRequest } from './customer'
import { contractFileName } from './pdf'
import { bytesOf } from './prepare'
import { signedContract } from './signed'

const notFound = () =>
  new Response(siteText().customerQuote.notFound, {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

/**
 * A contract's PDF for the customer (#62): the version's exact bytes (what the SHA-256 on the
 * page is of), or the signed one; any version of a reservation of their request, on its token.
 */
export async function contractPdfForCustomer(
  payload: Payload,
  reference: string,
  asked: { token: string | null; contract: string | null; signed: boolean },
): Promise<Response> {
  const request = await requestForCustomer(payload, reference, asked.token).catch(() => null)
  const found = request ? await contractOfRequest(payload, request, Number(asked.contract)) : null
  if (!found?.contract.pdf) return notFound()
  const { contract, reservation } = found
  if (asked.signed) {
    const signed = await signedContract(payload, contract.id)
    return signed
      ? privatePdfResponse({
          bytes: signed.bytes,
          fileName: contractFileName(reservation.id, contract.version, true),
        })
      : notFound()
  }
  return privatePdfResponse({
    bytes: bytesOf(contract),
    fileName: contractFileName(reservation.id, contract.version),
  })
}
