/** Business constants and limits of the specification (public site §9, back office §9). */

export const API_TIMEOUT_MS = 30_000
export const TOPBAR_REFRESH_MS = 120_000
export const ANALYTICS_REFRESH_MS = 300_000
export const MAINTENANCE_POLL_MS = 3_000
export const CROSS_PAGE_SCROLL_DELAY_MS = 300
export const PARTNER_CAROUSEL_MS = 3_000
export const NEWSLETTER_SUCCESS_MS = 3_000

export const HOMEPAGE_MAX_DEPARTMENTS = 6
export const HOME_NEWS_COUNT = 3
export const NEWS_PAGE_SIZE = 12
export const DASHBOARD_RECENT_COUNT = 5
export const DEPARTMENT_CARD_SERVICES = 3
export const ANALYTICS_TOP_PAGES = 5
/** Prices are per day; a month of rental counts 30 of them. */
export const RENTAL_DAYS_PER_MONTH = 30
export const CAROUSEL_BREAKPOINT_PX = 768
export const EXCERPT_FALLBACK_LENGTH = 120
export const API_MAX_PAGE_LIMIT = 100

export const MAX_DISPLAY = {
  equipment: { min: 1, max: 12, fallback: 3 },
  news: { min: 1, max: 12, fallback: 6 },
  partners: { min: 1, max: 20, fallback: 8 },
} as const

export const LOGO_LETTERS_MAX = 10
export const DEFAULT_DEPARTMENT_COLOR = '#1e40af'
export const DEFAULT_CURRENCY = 'XOF'

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024
export const UPLOAD_MAX_MB = 5
/**
 * An image's pixels, all frames counted: a few KB of PNG can declare 16000×16000, which decoding
 * turns into hundreds of MB (sharp's own limit is 268 megapixels).
 */
export const UPLOAD_MAX_MEGAPIXELS = 50
export const UPLOAD_MAX_PIXELS = UPLOAD_MAX_MEGAPIXELS * 1_000_000
/** Request bodies: a JSON body, and a form of uploads (files plus up to 1 MB of fields). */
export const JSON_BODY_MAX_BYTES = 1024 * 1024
export const uploadsBodyMaxBytes = (files: number) => files * UPLOAD_MAX_BYTES + JSON_BODY_MAX_BYTES
/** The page-view beacon's body, a few hundred bytes in practice. */

export const MAINTENANCE_PROGRESS_STEPS = [0, 25, 50, 75, 100] as const

/**
 * The longest name of a machine or a department and title of an article, and so the longest slug
 * (a slug is never longer than its name): the machine's page takes addresses up to this length.
 */
export const NAME_MAX_LENGTH = 200

/** Who receives each new quote request by email (general settings). */
export const QUOTE_RECIPIENTS_MAX = 10

/** Auth: Payload's per-account lockout (paired with the per-IP limit at the edge). */
export const LOGIN_MAX_ATTEMPTS = 5
export const LOGIN_LOCK_MS = 10 * 60 * 1000

/** Payload's session cookie (`<prefix>-token`): the admin's screens and API read it. */
export const COOKIE_PREFIX = 'payload'
export const SESSION_COOKIE = `${COOKIE_PREFIX}-token`

/**
 * How long a session lasts from its last refresh: Payload's default two hours, or 30 days for an
 * account that turned « Session automatique de 30 jours » on.
 */
export const SESSION_SECONDS = 2 * 60 * 60
export const LONG_SESSION_DAYS = 30
export const LONG_SESSION_SECONDS = LONG_SESSION_DAYS * 24 * 60 * 60

/** Two-factor: how long the code step of a login waits, and the recovery codes shown once. */
export const TWO_FACTOR_CHALLENGE_MS = 5 * 60 * 1000
export const TWO_FACTOR_RECOVERY_CODES = 8

/** Browser events of the spec: other parts of the page listen for these. */
export const MAINTENANCE_UPDATED_EVENT = 'maintenanceUpdated'
export const HOMEPAGE_UPDATED_EVENT = 'homepageDataUpdated'
export const TOPBAR_UPDATED_EVENT = 'topBarUpdated'
export const BRANDING_UPDATED_EVENT = 'brandingUpdated'
/** A section is the active one while it spans this many pixels below the top (public §2). */
export const SCROLL_SPY_OFFSET_PX = 100

/** Dates in the back office's lists and fields (date-fns, French locale): 23 novembre 2026 à 19:32. */
export const ADMIN_DATE_FORMAT = "d MMMM yyyy 'à' HH:mm"
/**
 * The open page's event stream (server-sent events, src/platform/frontServer/siteEvents.ts): the maintenance
 * state and a stamp of the site's content, sent when either changes; the page polls the status
 * (every MAINTENANCE_POLL_MS) only when it cannot hold the stream.
 */
export const SITE_EVENTS_PATH = '/api/site/events'
/** The stream's name for its one kind of message. */
export const SITE_STATE_EVENT = 'etat'
