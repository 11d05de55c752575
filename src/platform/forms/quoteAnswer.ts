/** The customer's answer to a quote on their page (/devis/…): its limits, shared by the page and the route. */
export const QUOTE_ANSWER_MAX = { name: 200, reason: 1000, token: 100 } as const
