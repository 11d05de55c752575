import type { QUOTE_BUDGETS, QUOTE_SERVICES } from '@/lib/labels'

type QuoteService = (typeof QUOTE_SERVICES)[number]
type QuoteBudget = (typeof QUOTE_BUDGETS)[number]

/**
 * The quote request form's contract (contact section): the limits of its fields and its empty
 * values, shared by the form (QuoteForm.client.tsx: initial values, maxLength), the route's
 * schema (quoteRequest.schema.ts, kept apart so that zod stays out of the browser's bundle) and
 * the collection's fields (collections/QuoteRequests).
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
