/** A quote request's reference, as the visitor's acknowledgement and the company's mail give it. */
export const quoteReference = (id: number | string) => `DEV-${String(id).padStart(6, '0')}`
