// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import type { Payload } from 'payload'

import { relationId } from '@/lib/relationId'

import { signedContractPdf } from './pdf'
import { acceptanceOf, bytesOf, readContract } from './prepare'

/**
 * A version's signed PDF (#62): the bytes the customer accepted and the page of its evidence,
 * drawn from the two records each time; null while the version is not accepted.
 */
export async function signedContract(payload: Payload, contractId: number) {
  const [contract, acceptance] = await Promise.all([
    readContract(payload, contractId),
    acceptanceOf(payload, contractId),
  ])
  if (!contract?.pdf || !acceptance) return null
  const reservation = Number(relationId(contract.reservation))
  const bytes = await signedContractPdf(bytesOf(contract), {
    reservation,
    version: contract.version,
    sha256: acceptance.sha256,
    name: acceptance.name,
    email: acceptance.email,
    phone: acceptance.phone ?? null,
    codeSentAt: acceptance.codeSentAt,
    acceptedAt: acceptance.acceptedAt,
    ip: acceptance.ip,
    userAgent: acceptance.userAgent ?? '',
    acceptance: acceptance.id,
  })
  return { bytes, reservation, version: contract.version, acceptance }
}
