import 'server-only'

import type { Payload } from 'payload'

import type { SiteText } from '@/i18n/site/fr'
import { formatDay, formatLongDateTime } from '@/lib/format'
import { quoteReference } from '@/lib/quoteReference'

import { contractsOfRequest } from './customer'
import { contractReference } from './labels'

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
  return (await contractsOfRequest(payload, request)).map(
    ({ contract, acceptance, reservation }) => {
      const first = formatDay(reservation.startDate.slice(0, 10), intl)
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
      }
    },
  )
}
