// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import type { Payload } from 'payload'

import { sentQuoteOf } from '@/features/quotes/answer'
import { formatPeriod } from '@/features/rentals/dayWords'
import { readQuoteRequest } from '@/features/quotes/send'
import { depositState } from '@/features/yard/deposit'
import { documentHead, periodOf } from '@/features/yard/documentHead'
import type { Equipment, EquipmentUnit, Reservation } from '@/generated/payload-types'
import { dictionaries } from '@/i18n/site'
import { legalMentions } from '@/i18n/site/legalMentions'
import { lineText } from '@/i18n/site/template'
import { addDays } from '@/lib/days'
import { formatLongDateTime } from '@/lib/format'
import { quoteReference } from '@/lib/quoteReference'
import { relationId } from '@/lib/relationId'
import { equipmentSlug, equipmentUnitsSlug, extensionsSlug } from '@/lib/slugs'
import { ApiError } from '@/lib/apiError'
import { readSiteSettings } from '@/platform/services/mail/brand'

import { DEFAULT_CONTRACT_CLAUSES, DEFAULT_CONTRACT_INSURANCE } from './labels'

/**
 * What a version of the contract says (#62), kept with it as it was drawn: the PDF is drawn from
 * this alone, and a version whose content would be the same is not made again.
 */
export type ContractContent = {
  reservation: number
  period: string
  company: {
    name: string
    phone: string
    email: string
    address: string
    identity: string | null
    bank: string | null
  }
  customer: {
    name: string
    company: string | null
    phone: string | null
    email: string | null
    identity: string | null
  }
  delivery: string
  operator: boolean
  /** Each machine with its units (fleet and serial numbers), or how many are still to assign */
  machines: { name: string; quantity: number; units: { fleetNumber: string; serial: string }[] }[]
  /** The accepted quote's lines and totals, as the customer accepted them */
  quote: {
    reference: string
    version: number
    accepted: string
    lines: { designation: string; quantity: string; unitPrice: number; total: number }[]
    totalHT: number
    vatRate: number
    vat: number
    totalTTC: number
    conditions: string
  }
  /** The days added at the customer's ask, each priced at the machines' rates before taxes */
  extensions: { designation: string; total: number }[]
  deposit: number
  insurance: string
  clauses: string
}

const CONTRACT_STATUSES: readonly Reservation['status'][] = ['confirmed', 'out', 'returned']

async function machinesOf(payload: Payload, reservation: Reservation) {
  const lines = reservation.lines ?? []
  const machineIds = lines.map((line) => Number(relationId(line.equipment)))
  const unitIds = lines.flatMap((line) =>
    (line.units ?? []).map((unit) => Number(relationId(unit))),
  )
  const [machines, units] = await Promise.all(
    [
      { collection: equipmentSlug, ids: machineIds },
      { collection: equipmentUnitsSlug, ids: unitIds },
    ].map(async ({ collection, ids }) =>
      ids.length
        ? (
            await payload.find({
              collection: collection as typeof equipmentSlug,
              where: { id: { in: ids } },
              limit: ids.length,
              depth: 0,
              trash: true,
              overrideAccess: true,
            })
          ).docs
        : [],
    ),
  )
  const named = new Map((machines as Equipment[]).map((machine) => [machine.id, machine.name]))
  const unitById = new Map(
    (units as unknown as EquipmentUnit[]).map((unit) => [unit.id, unit] as const),
  )
  return lines.map((line) => ({
    name: named.get(Number(relationId(line.equipment))) ?? '',
    quantity: line.quantity,
    units: (line.units ?? []).flatMap((id) => {
      const unit = unitById.get(Number(relationId(id)))
      return unit ? [{ fleetNumber: unit.fleetNumber, serial: unit.serial ?? '' }] : []
    }),
  }))
}

/**
 * The contract of a confirmed reservation, from its accepted quote (#62): the company and the
 * customer with their identities, the machines with their units, the days, the quote's prices,
 * the deposit, the insurance and the clauses of the settings. A reservation that is not
 * confirmed, or whose quote is not accepted, has none (the customer signs on the quote's page).
 */
export async function contractContent(
  payload: Payload,
  reservation: Reservation & { customerIdentity?: string | null },
): Promise<ContractContent> {
  if (!CONTRACT_STATUSES.includes(reservation.status))
    throw new ApiError(
      409,
      'Le contrat se prépare pour une réservation confirmée (ni option, ni annulée, ni clôturée).',
    )
  const requestId = relationId(reservation.quoteRequest)
  const request = requestId ? await readQuoteRequest(payload, requestId).catch(() => null) : null
  const quote = request ? sentQuoteOf(request) : null
  if (!request || !quote || !request.quote?.acceptedAt)
    throw new ApiError(
      409,
      'Le contrat se prépare depuis un devis accepté par le client : cette réservation n’en a pas. Envoyez-lui d’abord un devis.',
    )
  const [head, settings, deposit, machines, extensions] = await Promise.all([
    documentHead(payload, reservation, 'Contrat de location'),
    readSiteSettings(payload),
    depositState(payload, reservation),
    machinesOf(payload, reservation),
    payload.find({
      collection: extensionsSlug,
      where: {
        and: [{ reservation: { equals: reservation.id } }, { status: { equals: 'accepted' } }],
      },
      sort: 'askedAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const fr = dictionaries.fr
  return {
    reservation: reservation.id,
    period: periodOf(reservation),
    company: { ...head.company, bank: legalMentions(settings, fr).bank },
    customer: {
      name: reservation.customerName,
      company: reservation.customerCompany || null,
      phone: reservation.customerPhone || null,
      email: reservation.customerEmail || request.email || null,
      identity: reservation.customerIdentity?.trim() || null,
    },
    delivery:
      reservation.delivery === 'site' && reservation.siteAddress
        ? `Livré sur le chantier : ${reservation.siteAddress}`
        : 'Retiré et rendu au dépôt du loueur',
    operator: Boolean(reservation.operator),
    machines,
    quote: {
      reference: quoteReference(request.id),
      version: quote.version,
      accepted: `accepté le ${formatLongDateTime(request.quote.acceptedAt, fr.meta.intl)} par ${request.quote.acceptedBy ?? request.name}`,
      lines: quote.lines.map((line) => ({
        ...lineText(line, fr.customerQuote, fr.meta.intl),
        unitPrice: line.unitPrice,
        total: line.total,
      })),
      totalHT: quote.totalHT,
      vatRate: quote.vatRate,
      vat: quote.vat,
      totalTTC: quote.totalTTC,
      conditions: quote.conditions,
    },
    extensions: extensions.docs.map((extension) => ({
      designation: `Prolongation ${formatPeriod(addDays(extension.endBefore, 1), extension.proposedEnd ?? extension.askedEnd)}, demandée le ${formatLongDateTime(extension.askedAt, fr.meta.intl)}`,
      total: extension.price ?? 0,
    })),
    deposit: deposit.expected,
    insurance: settings?.contractInsurance?.trim() || DEFAULT_CONTRACT_INSURANCE,
    clauses: settings?.contractClauses?.trim() || DEFAULT_CONTRACT_CLAUSES,
  }
}
