import { COMPANY_TIME_ZONE } from './timeZone'

/**
 * One formatter, made on first use: a browser's first Intl object costs 15–40 ms of ICU
 * loading. `@__PURE__`: a bundle that formats no date drops the date formatters.
 */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined
  return () => (value ??= make())
}

/** The site's own language, whose texts below are made without Intl where they can be. */
const FRENCH = 'fr-FR'

const LONG_DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: COMPANY_TIME_ZONE,
}
const longDate = /* @__PURE__ */ lazy(() => new Intl.DateTimeFormat(FRENCH, LONG_DATE))
// the company's own clock, the same text on the server and in the browser
const LONG_DATE_TIME: Intl.DateTimeFormatOptions = {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: COMPANY_TIME_ZONE,
}
const longDateTime = /* @__PURE__ */ lazy(() => new Intl.DateTimeFormat(FRENCH, LONG_DATE_TIME))

const MONTH_YEAR: Intl.DateTimeFormatOptions = {
  month: 'long',
  year: 'numeric',
  timeZone: COMPANY_TIME_ZONE,
}
const monthYear = /* @__PURE__ */ lazy(() => new Intl.DateTimeFormat(FRENCH, MONTH_YEAR))

/**
 * How the site's languages write a whole number and a price in francs, by hand, so that a page
 * showing prices or counts hydrates without loading Intl in the browser (15–40 ms of ICU data
 * for the first object), and the server's and the browser's text cannot differ with their ICU
 * versions: fr-FR groups thousands with a narrow no-break space (« 85 000 F CFA »), en-GB with a
 * comma ("85,000 FCFA"). Another language goes through Intl.
 */
const BY_HAND: Record<string, { group: string; currency: string }> = {
  [FRENCH]: { group: '\u202f', currency: '\u00a0F\u202fCFA' },
  'en-GB': { group: ',', currency: ' FCFA' },
}

/** A whole number as `intl` writes it: rounded half away from zero, thousands grouped. */
export function formatWholeNumber(value: number, intl: string = FRENCH): string {
  const style = BY_HAND[intl]
  const rounded = Math.round(Math.abs(value))
  const sign = value < 0 && rounded > 0 ? '-' : ''
  if (!style || !Number.isFinite(value))
    return new Intl.NumberFormat(intl, { maximumFractionDigits: 0 }).format(
      Math.sign(value) * rounded,
    )
  const digits = BigInt(rounded).toString()
  return `${sign}${digits.replace(/\B(?=(\d{3})+$)/g, style.group)}`
}

/** 85000 → « 85 000 F CFA », "85,000 FCFA": whole francs, in `intl`'s writing. */
export function formatPrice(amount: number, intl: string = FRENCH): string {
  const currency = BY_HAND[intl]?.currency ?? ' FCFA'
  if (!Number.isFinite(amount)) return `${amount}${currency}` // never a stored price
  return `${formatWholeNumber(amount, intl)}${currency}`
}

/** "21 novembre 2026"; "21 November 2026" in `en-GB` */
export function formatLongDate(value: string | Date, intl: string = FRENCH): string {
  const format = intl === FRENCH ? longDate() : new Intl.DateTimeFormat(intl, LONG_DATE)
  return format.format(typeof value === 'string' ? new Date(value) : value)
}

/** « 8 décembre 2026 »: a whole day (`YYYY-MM-DD`), read at its noon so that no clock moves it. */
export const formatDay = (day: string, intl: string = FRENCH) =>
  formatLongDate(`${day}T12:00:00.000Z`, intl)

/**
 * A project's months: « mars 2025 – juin 2026 », « juin 2026 » (one month, or no end yet);
 * "March 2025 – June 2026" in `en-GB`.
 */
export function formatPeriod(
  start: string | null,
  end: string | null,
  intl: string = FRENCH,
): string | null {
  const format = intl === FRENCH ? monthYear() : new Intl.DateTimeFormat(intl, MONTH_YEAR)
  const [from, to] = [start, end].map((day) => (day ? format.format(new Date(day)) : null))
  if (from && to && from !== to) return `${from} – ${to}`
  return to ?? from
}

/** "24 novembre 2026 à 06:30"; "24 November 2026 at 06:30" in `en-GB`: the company's time */
export function formatLongDateTime(value: string | Date, intl: string = FRENCH): string {
  const format = intl === FRENCH ? longDateTime() : new Intl.DateTimeFormat(intl, LONG_DATE_TIME)
  return format.format(typeof value === 'string' ? new Date(value) : value)
}

/** Excerpt fallback of the spec: the first 120 characters of the text plus '...'. */
export function excerptFromText(text: string, length = 120): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  return clean.length > length ? `${clean.slice(0, length)}...` : clean
}

/** Lowercase ASCII slug: "BTP & Travaux Publics" → "btp-travaux-publics". */
export function slugify(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Case- and accent-insensitive search key: "Château d'EAU" → "chateau d'eau". */
export function searchKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** Elapsed time as hh:mm:ss (hours keep counting past 24). */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`
}
