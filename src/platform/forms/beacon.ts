/**
 * The audience beacon's contract: where it posts and the limits of what it sends, shared by the
 * page's sender (PageViewBeacon.client.tsx cuts what is longer) and the route's schema
 * (beacon.schema.ts).
 */
export const BEACON_URL = '/api/analytics/beacon'
export const BEACON_BODY_MAX_BYTES = 4096
export const BEACON_MAX = {
  path: 500,
  title: 300,
  referrer: 1000,
  sessionId: 100,
  /** A day, in seconds. */
  duration: 86_400,
} as const

/**
 * Marks a page that is no page view (the 404 and invalid-address pages): the beacon sends nothing
 * from it, so « Pages les plus visitées » never lists an address that answered an error.
 */
export const NOT_A_PAGE_VIEW = { 'data-page-view': 'none' } as const
export const NOT_A_PAGE_VIEW_SELECTOR = '[data-page-view="none"]'
