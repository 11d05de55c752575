/** A quote request's reference, as the visitor's acknowledgement and the company's mail give it. */
export const quoteReference = (id: number | string) => `DEV-${String(id).padStart(6, '0')}`

/** The request's id a reference names (`DEV-000123` → `123`), or null for anything else. */
export const idOfQuoteReference = (reference: string): string | null =>
  /^DEV-(\d{1,15})$/.exec(reference)?.[1] ?? null
