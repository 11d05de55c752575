/**
 * The paths whose POSTs the edge limits per client IP, by budget (src/platform/frontServer/rateLimited.ts); the
 * /api's OpenAPI description declares their 429 from the same list.
 */
const RATE_LIMITED_PREFIXES = {
  // the spec's auth calls and Payload's own login and password routes
  auth: [
    '/api/auth/',
    '/api/cms/users/login',
    '/api/cms/users/forgot-password',
    '/api/cms/users/reset-password',
    '/api/cms/users/first-register',
  ],
  // the public quote form, the newsletter box, the customer's answer to a quote and their contract
  forms: ['/api/quote-requests', '/api/newsletter/', '/api/quotes/', '/api/contracts/'],
  // the page-view beacon: one per page and one per departure
  beacon: ['/api/analytics/beacon'],
} as const

export type RateLimitedGroup = keyof typeof RATE_LIMITED_PREFIXES

/** The budget a POST to `path` counts against, if any. */
export function rateLimitedGroup(path: string): RateLimitedGroup | undefined {
  const groups = Object.keys(RATE_LIMITED_PREFIXES) as RateLimitedGroup[]
  return groups.find((group) =>
    RATE_LIMITED_PREFIXES[group].some((prefix) => path.startsWith(prefix)),
  )
}
