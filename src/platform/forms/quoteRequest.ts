import type { QUOTE_BUDGETS, QUOTE_SERVICES } from '@/lib/labels'
import type { MachineRates } from '@/lib/rentalRates'

type QuoteService = (typeof QUOTE_SERVICES)[number]
type QuoteBudget = (typeof QUOTE_BUDGETS)[number]

/**
 * The quote request form's contract (contact section): the limits of its fields and its empty
 * values, shared by the form (QuoteForm.client.tsx: initial values, maxLength), the route's
 * schema (quoteRequest.schema.ts, kept apart so that zod stays out of the browser's bundle) and
 * the collection's fields (src/features/quotes/config.ts).
 */
export const QUOTE_REQUEST_MAX = {
  name: 200,
  phone: 40,
  company: 200,
  subject: 300,
  equipment: 300,
  message: 5000,
} as const
export const QUOTE_PHONE_MIN = 6
/** Digits, spaces, `+ ( ) . -`: what people type in a phone number. */
export const PHONE_CHARACTERS = /^[+\d\s().-]+$/

export type QuoteRequestFields = {
  name: string
  email: string
  phone: string
  company: string
  subject: string
  /** '' while none is chosen */
  service: QuoteService | ''
  budget: QuoteBudget | ''
  message: string
  newsletter: boolean
}

export const EMPTY_QUOTE_REQUEST: QuoteRequestFields = {
  name: '',
  email: '',
  phone: '',
  company: '',
  subject: '',
  service: '',
  budget: '',
  message: '',
  newsletter: false,
}

/** The units a customer chooses a machine by: its day, week or month, or one to buy. */
export const CHOSEN_UNITS = ['jour', 'semaine', 'mois', 'unite'] as const
export type ChosenUnit = (typeof CHOSEN_UNITS)[number]

/**
 * A machine chosen on its page or the calculator (#59), sent with the request as data: the
 * server prices it again and makes it the quote's first line. The form shows the estimate from
 * the rates and sale price it carries, by the same function.
 */
export type QuoteChoice = {
  machine: string
  name: string
  unit: ChosenUnit
  quantity: number
  /** YYYY-MM-DD, the first day of the rental; '' while none is given */
  startDate: string
  /**
   * YYYY-MM-DD, its last day (included), or '': with both days, `quantity` counts machines and
   * the rental is priced for its period (#61).
   */
  endDate: string
  /** Its rates and sale price when the page was read: the estimate shown, not what is stored. */
  prices: MachineRates & { salePrice?: number | null }
}
