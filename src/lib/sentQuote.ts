import type { HalfDay, QuoteLineUnit } from './labels'
import { lineTotal, type QuoteLine, quoteTotals, type QuoteTotals } from './quoteAmounts'
import { quoteReference } from './quoteReference'
import { relationId } from './relationId'
import { endOfCompanyDay } from './timeZone'

/** A quote line as it was sent: what the PDF and the customer's page show. */
export type SentLine = {
  label: string
  quantity: number
  unit: QuoteLineUnit
  unitPrice: number
  total: number
  /** A rental line's machine and days (its price is the period's): what an option holds. */
  machine?: number
  startDate?: string
  endDate?: string
  /** Its half of that one day, for a machine rented by the half day. */
  halfDay?: HalfDay
}

/** A version of a quote as the customer received it: kept on the request and in its history. */
export type SentQuote = {
  reference: string
  version: number
  sentAt: string
  validUntil: string
  vatRate: number
  lines: SentLine[]
  conditions: string
} & QuoteTotals

/** A rental line's machine and days, kept with the line as sent (#61). */
function rentalOf(
  line: QuoteLine,
): Pick<SentLine, 'machine' | 'startDate' | 'endDate' | 'halfDay'> {
  const machine = relationId(line.machine)
  if (machine === null || !line.startDate || !line.endDate) return {}
  return {
    machine,
    startDate: line.startDate,
    endDate: line.endDate,
    ...(line.halfDay ? { halfDay: line.halfDay } : {}),
  }
}

const sentLines = (lines: readonly QuoteLine[]): SentLine[] =>
  lines.map((line) => ({
    label: line.label ?? '',
    quantity: line.quantity ?? 0,
    unit: line.unit ?? 'forfait',
    unitPrice: line.unitPrice ?? 0,
    total: lineTotal(line),
    ...rentalOf(line),
  }))

/** The next version of a request's quote, from its lines and the settings' terms. */
export function nextSentQuote(
  request: {
    id: number | string
    lines?: readonly QuoteLine[] | null
    quote?: { version?: number | null } | null
  },
  terms: { vatRate: number; validityDays: number; conditions: string },
  now: Date,
): SentQuote {
  const lines = sentLines(request.lines ?? [])
  return {
    reference: quoteReference(request.id),
    version: (request.quote?.version ?? 0) + 1,
    sentAt: now.toISOString(),
    validUntil: endOfCompanyDay(now, terms.validityDays).toISOString(),
    vatRate: terms.vatRate,
    lines,
    conditions: terms.conditions,
    ...quoteTotals(lines, terms.vatRate),
  }
}

/** A quote's title with its version: « DEV-000123 », then « DEV-000123 (version 2) ». */
export const sentQuoteTitle = (quote: Pick<SentQuote, 'reference' | 'version'>) =>
  quote.version > 1 ? `${quote.reference} (version ${quote.version})` : quote.reference

/** Whether a sent quote may still be accepted at `now`. */
export const quoteIsValid = (quote: Pick<SentQuote, 'validUntil'>, now = new Date()) =>
  now.getTime() <= new Date(quote.validUntil).getTime()
