import 'server-only'

import type { Payload } from 'payload'

import type { SiteText } from '@/i18n/site/fr'
import { formatDay, formatLongDateTime } from '@/lib/format'
import type { Extension } from '@/generated/payload-types'
import { quoteReference } from '@/lib/quoteReference'
import { relationId } from '@/lib/relationId'
import { extensionsSlug } from '@/lib/slugs'

import { contractsOfRequest } from './customer'
import { contractReference, type ExtensionStatus } from './labels'

type Ask = Pick<Extension, 'id' | 'status' | 'askedEnd' | 'freeUntil' | 'proposedEnd'>

/** Each reservation's newest ask for more days. */
async function latestAsks(payload: Payload, reservations: number[]) {
  const latest = new Map<number, Ask>()
  if (!reservations.length) return latest
  const { docs } = await payload.find({
    collection: extensionsSlug,
    where: { reservation: { in: reservations } },
    sort: '-askedAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const ask of docs) {
    const reservation = Number(relationId(ask.reservation))
    if (!latest.has(reservation)) latest.set(reservation, ask)
  }
  return latest
}

/** An ask as the customer's page says it, in its language. */
function askText(ask: Ask, text: SiteText): string {
  const words = text.customerQuote.extension
  const day = (value: string) => formatDay(value, text.meta.intl)
  switch (ask.status) {
    case 'asked':
      return words.asked(day(ask.askedEnd), ask.freeUntil ? day(ask.freeUntil) : null)
    case 'proposed':
      return words.proposed(day(ask.proposedEnd ?? ask.askedEnd))
    case 'accepted':
      return words.accepted(day(ask.proposedEnd ?? ask.askedEnd))
    default:
      return words.refused(day(ask.askedEnd))
  }
}

/** A contract as the customer's page shows it, in the page's language. */
export type CustomerContract = {
  id: number
  title: string
  period: string
  sha256: string
  pdfPath: string
  /** « Contrat signé le … par … », null while it waits for the signature */
  signed: string | null
  signedPdfPath: string | null
  /** The rental's last day and whether the customer may ask for more (signed, not back yet) */
  reservation: { id: number; endDate: string; extendable: boolean }
  /** The customer's latest ask for more days, as the page words it */
  extension: { id: number; status: ExtensionStatus; text: string } | null
}

/** `/devis/DEV-000012/contrat?t=…&c=3`: a version's PDF on the customer's token. */
const customerContractPath = (request: number, token: string, contract: number, signed = false) =>
  `/devis/${quoteReference(request)}/contrat?t=${encodeURIComponent(token)}&c=${contract}${signed ? '&signe=1' : ''}`

/** The contracts of the customer's request, each at its latest version (#62). */
export async function customerContracts(
  payload: Payload,
  request: number,
  token: string,
  text: SiteText,
): Promise<CustomerContract[]> {
  const words = text.customerQuote.contract
  const intl = text.meta.intl
  const contracts = await contractsOfRequest(payload, request)
  const asks = await latestAsks(
    payload,
    contracts.map(({ reservation }) => reservation.id),
  )
  return contracts.map(({ contract, acceptance, reservation }) => {
    const first = formatDay(reservation.startDate.slice(0, 10), intl)
    const ask = asks.get(reservation.id)
    return {
      id: contract.id,
      title: words.title(contractReference(reservation.id), contract.version),
      period: reservation.halfDay
        ? words.halfDay(first, text.customerQuote.halfDays[reservation.halfDay])
        : words.period(first, formatDay(reservation.endDate.slice(0, 10), intl)),
      sha256: contract.sha256,
      pdfPath: customerContractPath(request, token, contract.id),
      signed: acceptance
        ? words.accepted(formatLongDateTime(acceptance.acceptedAt, intl), acceptance.name)
        : null,
      signedPdfPath: acceptance ? customerContractPath(request, token, contract.id, true) : null,
      reservation: {
        id: reservation.id,
        endDate: reservation.endDate,
        extendable: Boolean(acceptance) && ['confirmed', 'out'].includes(reservation.status ?? ''),
      },
      extension: ask ? { id: ask.id, status: ask.status, text: askText(ask, text) } : null,
    }
  })
}
