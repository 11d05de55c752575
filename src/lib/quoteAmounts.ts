import type { HalfDay, QuoteLineUnit } from './labels'
import { machineRates, type MachineRates, periodRate, QUOTE_UNIT_PERIODS } from './rentalRates'

/** One line of a quote as the request keeps it (src/features/quotes/config.ts). */
export type QuoteLine = {
  label?: string | null
  quantity?: number | null
  unit?: QuoteLineUnit | null
  unitPrice?: number | null
  /** The machine of the fleet it names (an id, or the document at a deeper read). */
  machine?: unknown
  /** A rental line's days (`YYYY-MM-DD`, the last included): the quantity is then machines. */
  startDate?: string | null
  endDate?: string | null
  /** A one-day rental's half, for a machine rented by the half day. */
  halfDay?: HalfDay | null
}

export type QuoteTotals = { totalHT: number; vat: number; totalTTC: number }

/**
 * Bounds of a quote (#58): a line's quantity and unit price, and the lines' amount, so that every
 * total stays a whole number of francs the databases store and add up exactly.
 */
export const QUOTE_QUANTITY_MAX = 100_000
export const QUOTE_UNIT_PRICE_MAX = 100_000_000_000
export const QUOTE_AMOUNT_MAX = 10_000_000_000_000

/** « Raison de la perte »: the team's words, or the customer's refusal written there. */
export const LOST_REASON_MAX_LENGTH = 500

/** Whether a total can be printed on a quote: a whole, exact, non-negative number of francs. */
export const isQuotableAmount = (amount: unknown): amount is number =>
  typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0

/** FCFA has no cents: every amount is a whole number of francs. */
const francs = (value: number) => Math.round(value)

export const lineTotal = (line: QuoteLine) => francs((line.quantity ?? 0) * (line.unitPrice ?? 0))

/** The lines' amount before tax: what the pipeline counts. */
export const linesAmount = (lines: readonly QuoteLine[]) =>
  lines.reduce((sum, line) => sum + lineTotal(line), 0)

/** Before tax, the VAT at `vatRate` per cent, and all taxes included. */
export function quoteTotals(lines: readonly QuoteLine[], vatRate: number): QuoteTotals {
  const totalHT = linesAmount(lines)
  const vat = francs((totalHT * vatRate) / 100)
  return { totalHT, vat, totalTTC: totalHT + vat }
}

/**
 * A machine's price for a line's unit: its rate for the day, week or month (rentalRates.ts), its
 * sale price by the unit; nothing for a flat fee.
 */
export function machineUnitPrice(
  machine: MachineRates & { salePrice?: number | null },
  unit: QuoteLineUnit,
): number | null {
  if (unit === 'unite') return machine.salePrice ?? null
  const period = QUOTE_UNIT_PERIODS[unit]
  return period ? periodRate(machineRates(machine), period) : null
}
