// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type {
  Contract,
  ContractAcceptance,
  Extension,
  Reservation,
  User,
} from '@/generated/payload-types'
import { relationId } from '@/lib/relationId'
import { contractAcceptancesSlug, contractsSlug, extensionsSlug } from '@/lib/slugs'

import { type ContractContent, contractContent } from './content'
import { contractTitle } from './labels'
import { contractPdf, sha256Of } from './pdf'

/** The versions of a reservation's contract, newest first, each with its acceptance if any. */
export async function contractVersions(
  payload: Payload,
  reservations: number[],
  req?: PayloadRequest,
): Promise<{ contract: Contract; acceptance: ContractAcceptance | null }[]> {
  if (!reservations.length) return []
  const { docs } = await payload.find({
    collection: contractsSlug,
    where: { reservation: { in: reservations } },
    sort: '-version',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const accepted = docs.length
    ? (
        await payload.find({
          collection: contractAcceptancesSlug,
          where: { contract: { in: docs.map((doc) => doc.id) } },
          pagination: false,
          depth: 0,
          overrideAccess: true,
          req,
        })
      ).docs
    : []
  const byContract = new Map(accepted.map((row) => [Number(relationId(row.contract)), row]))
  return docs.map((contract) => ({ contract, acceptance: byContract.get(contract.id) ?? null }))
}

/** What the reservation's « Contrat » panel shows. */
export type ContractState = {
  versions: {
    id: number
    version: number
    title: string
    preparedAt: string
    sha256: string
    codeSentAt: string | null
    acceptedAt: string | null
    acceptedBy: string | null
  }[]
  /** The customer's asks for more days, newest first */
  extensions: Pick<
    Extension,
    'id' | 'status' | 'endBefore' | 'askedEnd' | 'freeUntil' | 'proposedEnd' | 'askedAt' | 'price'
  >[]
}

export async function contractState(
  payload: Payload,
  reservation: number,
  req?: PayloadRequest,
): Promise<ContractState> {
  const { docs: extensions } = await payload.find({
    collection: extensionsSlug,
    where: { reservation: { equals: reservation } },
    sort: '-askedAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return {
    extensions: extensions.map(
      ({ id, status, endBefore, askedEnd, freeUntil, proposedEnd, askedAt, price }) => ({
        id,
        status,
        endBefore,
        askedEnd,
        freeUntil,
        proposedEnd,
        askedAt,
        price,
      }),
    ),
    versions: (await contractVersions(payload, [reservation], req)).map(
      ({ contract, acceptance }) => ({
        id: contract.id,
        version: contract.version,
        title: contract.title ?? contractTitle(reservation, contract.version),
        preparedAt: contract.preparedAt,
        sha256: contract.sha256,
        codeSentAt: contract.codeSentAt ?? null,
        acceptedAt: acceptance?.acceptedAt ?? null,
        acceptedBy: acceptance?.name ?? null,
      }),
    ),
  }
}

/** A content's canonical text: two contents are the same version when these are equal. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  )

/**
 * The reservation's contract, prepared (#62): a first version, or a new one when what it would
 * say changed since the last (dates, units, prices, the settings' clauses…); the same content
 * again is the last version, unchanged. Its PDF is drawn once and kept as shown.
 */
export async function prepareContract(
  payload: Payload,
  reservation: Reservation,
  by: Pick<User, 'id'> | null,
): Promise<{ contract: Contract; created: boolean }> {
  const content: ContractContent = await contractContent(payload, reservation)
  const latest = (await contractVersions(payload, [reservation.id]))[0]?.contract
  if (latest && canonical(latest.content) === canonical(content))
    return { contract: latest, created: false }
  const version = (latest?.version ?? 0) + 1
  const at = new Date()
  const bytes = await contractPdf(content, version, at)
  try {
    const contract = await payload.create({
      collection: contractsSlug,
      data: {
        title: contractTitle(reservation.id, version),
        reservation: reservation.id,
        version,
        preparedAt: at.toISOString(),
        preparedBy: by?.id,
        sha256: sha256Of(bytes),
        content: content as unknown as Contract['content'],
        pdf: Buffer.from(bytes).toString('base64'),
      },
      depth: 0,
      overrideAccess: true,
    })
    return { contract, created: true }
  } catch (error) {
    // the same version prepared at the same moment by another click: that one stands
    const first = (await contractVersions(payload, [reservation.id]))[0]?.contract
    if (first?.version === version) return { contract: first, created: false }
    throw error
  }
}

/** The evidence of a version's acceptance, or null while it is not signed. */
export const acceptanceOf = async (payload: Payload, contract: number) =>
  (
    await payload.find({
      collection: contractAcceptancesSlug,
      where: { contract: { equals: contract } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0] ?? null

/** A version with what Payload keeps out of answers (its PDF's bytes, its code), or null. */
export const readContract = (payload: Payload, id: number) =>
  payload
    .findByID({
      collection: contractsSlug,
      id,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
    })
    .catch(() => null)

/** A version's exact PDF bytes, as kept when it was prepared. */
export const bytesOf = (contract: Pick<Contract, 'pdf'>) =>
  new Uint8Array(Buffer.from(contract.pdf, 'base64'))
