/**
 * The paths whose POSTs the edge limits per client IP, by budget (src/edge/rateLimited.ts); the
 * /api's OpenAPI description declares their 429 from the same list.
 */
export const RATE_LIMITED_PREFIXES = {
  // the spec's auth calls and Payload's own login and password routes
  auth: [
    '/api/auth/',
    '/api/cms/users/login',
    '/api/cms/users/forgot-password',
    '/api/cms/users/reset-password',
    '/api/cms/users/first-register',
  ],
  // the public quote form and newsletter box
  forms: ['/api/quote-requests', '/api/newsletter/'],
  // the page-view beacon: one per page and one per departure
  beacon: ['/api/analytics/beacon'],
} as const

/** Whether a POST to `path` counts against one of the budgets. */
export const isRateLimitedPost = (path: string) =>
  Object.values(RATE_LIMITED_PREFIXES).some((prefixes) =>
    prefixes.some((prefix) => path.startsWith(prefix)),
  )
