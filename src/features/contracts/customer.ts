// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'

import { requestForCustomer } from '@/features/quotes/answer'
import { customerActor, recordQuoteEvent } from '@/features/quotes/history'
import type { Contract, QuoteRequest } from '@/generated/payload-types'
import { frenchOnly } from '@/i18n/frenchOnly'
import { relationId } from '@/lib/relationId'
import { ApiError } from '@/lib/apiError'
import { sameSecret, signature } from '@/platform/runtime/signature'
import { sendSms, smsConfigured, smsNumber } from '@/platform/services/sms'
import { contractAcceptancesSlug, contractsSlug, reservationsSlug } from '@/lib/slugs'

import type { ContractContent } from './content'
import {
  CONTRACT_CODE_MINUTES,
  CONTRACT_CODE_RESEND_SECONDS,
  CONTRACT_CODE_TRIES,
  contractTitle,
} from './labels'
import { contractCodeText, mailContractCode, mailSignedContract } from './mails'
import { acceptanceOf, contractVersions, readContract } from './prepare'

const words = frenchOnly.contracts

/** The latest version of each contract of the request's reservations, with its acceptance. */
export async function contractsOfRequest(payload: Payload, requestId: number) {
  const { docs } = await payload.find({
    collection: reservationsSlug,
    where: { quoteRequest: { equals: requestId } },
    select: { startDate: true, endDate: true, halfDay: true, status: true },
    sort: 'startDate',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const versions = await contractVersions(
    payload,
    docs.map((doc) => doc.id),
  )
  const latest = new Map<number, (typeof versions)[number]>()
  for (const entry of versions) {
    const reservation = Number(relationId(entry.contract.reservation))
    if (!latest.has(reservation)) latest.set(reservation, entry)
  }
  return docs.flatMap((reservation) => {
    const entry = latest.get(reservation.id)
    return entry ? [{ ...entry, reservation }] : []
  })
}

/**
 * A version of a contract of the request's reservations (with its kept bytes and code), or null
 * for an unknown number or another request's.
 */
export async function contractOfRequest(payload: Payload, request: QuoteRequest, id: number) {
  if (!Number.isSafeInteger(id) || id < 1) return null
  const contract = await readContract(payload, id)
  const reservation = contract
    ? await payload
        .findByID({
          collection: reservationsSlug,
          id: Number(relationId(contract.reservation)),
          depth: 0,
          overrideAccess: true,
        })
        .catch(() => null)
    : null
  return contract && reservation && relationId(reservation.quoteRequest) === request.id
    ? { contract, reservation }
    : null
}

/**
 * The contract the customer acts on: one of their request's reservations' latest versions; an
 * older version is a 409 (a new one was prepared since), anything else the same 404.
 */
async function contractForCustomer(
  payload: Payload,
  reference: string,
  token: unknown,
  contractId: number,
) {
  const request = await requestForCustomer(payload, reference, token)
  const found = await contractOfRequest(payload, request, contractId)
  if (!found) throw new ApiError(404, words.notFound)
  const newest = (await contractVersions(payload, [found.reservation.id]))[0]?.contract
  if (newest && newest.version !== found.contract.version) throw new ApiError(409, words.newVersion)
  return { request, contract: found.contract }
}

/** Keyed by the server's secret: six digits read from the database alone cannot be tried offline. */
const codeHash = (contract: Contract, code: string) =>
  signature(`contrat-code:${contract.id}:${contract.sha256}:${code}`)

const emailOf = (contract: Contract, request: QuoteRequest) =>
  (contract.content as ContractContent | null)?.customer?.email || request.email

/** « a•••@example.com »: where the code went, without giving the address to whoever holds the link. */
const masked = (email: string) => {
  const [name = '', domain = ''] = email.split('@')
  return `${name.slice(0, 1)}•••@${domain}`
}

/** « •••• 34 56 »: the phone's last four digits. */
const maskedPhone = (number: string) => `•••• ${number.slice(-4, -2)} ${number.slice(-2)}`

/**
 * The code by SMS too, where the company configured a gateway and the customer gave a mobile
 * number; the phone is kept as evidence only once the gateway took it. A failure is logged: the
 * mail carries the code anyway.
 */
async function smsCode(payload: Payload, contract: Contract, request: QuoteRequest, code: string) {
  const number = smsConfigured()
    ? smsNumber((contract.content as ContractContent | null)?.customer?.phone || request.phone)
    : null
  if (!number) return null
  try {
    await sendSms(number, await contractCodeText(payload, request, contract, code))
  } catch (error) {
    payload.logger.warn({ err: error }, 'Code du contrat non envoyé par SMS')
    return null
  }
  await payload.update({
    collection: contractsSlug,
    id: contract.id,
    data: { codePhone: number },
    depth: 0,
    overrideAccess: true,
  })
  return number
}

/**
 * A one-time code for the contract, mailed to the customer's address (#62): six digits, valid
 * CONTRACT_CODE_MINUTES, CONTRACT_CODE_TRIES tries; only its hash is kept, and a new one is sent
 * at most once a minute. An accepted version needs none.
 */
export async function sendContractCode(
  payload: Payload,
  reference: string,
  token: unknown,
  contractId: number,
): Promise<{ message: string; email: string; phone: string | null }> {
  const { request, contract } = await contractForCustomer(payload, reference, token, contractId)
  if (await acceptanceOf(payload, contract.id)) throw new ApiError(409, words.alreadySigned)
  const now = Date.now()
  if (
    contract.codeSentAt &&
    now - Date.parse(contract.codeSentAt) < CONTRACT_CODE_RESEND_SECONDS * 1000
  )
    throw new ApiError(429, words.codeTooSoon(CONTRACT_CODE_RESEND_SECONDS))
  const email = emailOf(contract, request)
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await payload.update({
    collection: contractsSlug,
    id: contract.id,
    data: {
      codeHash: codeHash(contract, code),
      codeSentAt: new Date(now).toISOString(),
      codeExpiresAt: new Date(now + CONTRACT_CODE_MINUTES * 60_000).toISOString(),
      codeTries: 0,
      codeEmail: email,
      codePhone: null,
    },
    depth: 0,
    overrideAccess: true,
  })
  await mailContractCode(payload, request, contract, email, code)
  const number = await smsCode(payload, contract, request, code)
  const phone = number ? maskedPhone(number) : null
  return {
    message: words.codeSent(masked(email), CONTRACT_CODE_MINUTES, phone),
    email: masked(email),
    phone,
  }
}

export type ContractAcceptance = {
  contract: number
  sha256: string
  name: string
  code: string
}

/** The code typed against the one sent: expired, used up or wrong is a 403, a wrong try counted. */
async function checkCode(payload: Payload, contract: Contract, code: string) {
  if (!contract.codeHash || !contract.codeExpiresAt || !contract.codeSentAt)
    throw new ApiError(403, words.codeFirst)
  if (Date.parse(contract.codeExpiresAt) < Date.now()) throw new ApiError(403, words.codeExpired)
  const tries = contract.codeTries ?? 0
  if (tries >= CONTRACT_CODE_TRIES) throw new ApiError(403, words.codeUsedUp)
  if (sameSecret(codeHash(contract, code), contract.codeHash)) return
  await payload.update({
    collection: contractsSlug,
    id: contract.id,
    data: { codeTries: tries + 1 },
    depth: 0,
    overrideAccess: true,
  })
  const left = CONTRACT_CODE_TRIES - tries - 1
  throw new ApiError(403, left > 0 ? words.codeWrong(left) : words.codeUsedUp)
}

/**
 * The customer accepts a version of the contract on their page (#62): the box ticked (the body
 * says so), the name typed, the code received, the SHA-256 of the PDF they were shown. Kept once
 * (the evidence's unique index per version): the same acceptance again changes nothing. Then the
 * code is spent and the signed PDF mailed to both sides, a failure of which never undoes it.
 */
export async function acceptContract(
  payload: Payload,
  reference: string,
  token: unknown,
  answer: ContractAcceptance,
  from: { ip: string; userAgent: string },
): Promise<{ message: string; changed: boolean }> {
  const { request, contract } = await contractForCustomer(
    payload,
    reference,
    token,
    answer.contract,
  )
  if (await acceptanceOf(payload, contract.id))
    return { message: words.alreadySigned, changed: false }
  if (answer.sha256.toLowerCase() !== contract.sha256) throw new ApiError(409, words.changed)
  await checkCode(payload, contract, answer.code)
  const reservation = Number(relationId(contract.reservation))
  const email = contract.codeEmail || emailOf(contract, request)
  try {
    await payload.create({
      collection: contractAcceptancesSlug,
      data: {
        title: `${contractTitle(reservation, contract.version)} — accepté par ${answer.name}`,
        contract: contract.id,
        reservation,
        version: contract.version,
        sha256: contract.sha256,
        name: answer.name,
        consent: true,
        email,
        phone: contract.codePhone || null,
        codeSentAt: contract.codeSentAt!,
        acceptedAt: new Date().toISOString(),
        ip: from.ip,
        userAgent: from.userAgent.slice(0, 500),
      },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    // the same version accepted at the same moment from another tab: that one stands
    if (await acceptanceOf(payload, contract.id))
      return { message: words.alreadySigned, changed: false }
    throw error
  }
  await payload.update({
    collection: contractsSlug,
    id: contract.id,
    data: { codeHash: null, codeExpiresAt: null },
    depth: 0,
    overrideAccess: true,
  })
  // the request's history says it too, beside the quote's acceptance
  await recordQuoteEvent(payload, {
    request: request.id,
    kind: 'contractSigned',
    actor: customerActor(answer.name),
    summary: `${contractTitle(reservation, contract.version)} signé par ${answer.name} (code reçu à ${email}${contract.codePhone ? ` et au ${contract.codePhone}` : ''}, adresse ${from.ip})`,
    data: { contract: contract.id, version: contract.version, sha256: contract.sha256 },
  }).catch((error: unknown) =>
    payload.logger.error({ err: error }, 'Signature du contrat non inscrite à l’historique'),
  )
  await mailSignedContract(payload, request, contract, email, answer.name).catch((error: unknown) =>
    payload.logger.error({ err: error }, 'Contrat signé non envoyé par email'),
  )
  return { message: words.signed, changed: true }
}
