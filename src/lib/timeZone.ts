/**
 * The company's clock (an IANA name): every date and time the site and the admin show, whatever
 * the reader's own device says. `TIME_ZONE` sets it (Africa/Niamey by default); Next writes it
 * into the browser's code at build time (next.config.mjs), and a change rebuilds
 * (scripts/lib/build.ts). Read without Intl: a page's first Intl object costs the browser
 * 15–40 ms (src/lib/format.ts); the server checks the name once (checkTimeZone).
 */
// eslint-disable-next-line no-restricted-globals, no-restricted-properties -- a constant of the build: Next writes its value into the code (next.config.mjs env); the edge and the scripts read the same variable once at start
export const COMPANY_TIME_ZONE = process.env.TIME_ZONE || 'Africa/Niamey'

/** Stops the server at start on a name Intl does not know, with a sentence saying which. */
export function checkTimeZone(name = COMPANY_TIME_ZONE): string {
  try {
    return new Intl.DateTimeFormat('fr-FR', { timeZone: name }).resolvedOptions().timeZone
  } catch {
    throw new Error(
      `TIME_ZONE : fuseau horaire inconnu « ${name} » (un nom IANA, par exemple Africa/Niamey).`,
    )
  }
}

/** The company's wall-clock date and time of an instant, as UTC fields (server side: uses Intl). */
function wallClock(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: COMPANY_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at)
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value)
  return Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  )
}

/** The last second of the company's day `days` days after `at` (a quote's « valable jusqu'au »). */
export function endOfCompanyDay(at: Date, days = 0): Date {
  const later = new Date(at.getTime() + days * 86_400_000)
  const offset = wallClock(later) - Math.floor(later.getTime() / 1000) * 1000
  const wall = new Date(wallClock(later))
  const end = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), 23, 59, 59)
  return new Date(end - offset)
}

/** The company's calendar day (`YYYY-MM-DD`) and hour (0–23) at an instant. */
export function companyDayAndHour(at: Date): { day: string; hour: number } {
  const wall = new Date(wallClock(at))
  return { day: wall.toISOString().slice(0, 10), hour: wall.getUTCHours() }
}
