/** Calendar days as the statistics count them: UTC, written `YYYY-MM-DD`. */

export const DAY_MS = 24 * 60 * 60 * 1000

/** The UTC day of an instant. */
export const utcDay = (at: Date | number | string = Date.now()) =>
  new Date(at).toISOString().slice(0, 10)

/** The day `count` days after `day` (before it when negative). */
export const addDays = (day: string, count: number) =>
  utcDay(Date.parse(`${day}T00:00:00.000Z`) + count * DAY_MS)

/** The first instant of a day, as stored timestamps are written. */
export const dayStart = (day: string) => `${day}T00:00:00.000Z`

/** Every day from `first` to `last`, both included. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = []
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day)
  return days
}

/** `YYYY-MM-DD` naming a day that exists (not 2026-02-30). */
export const isCalendarDay = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  utcDay(Date.parse(`${value}T00:00:00.000Z`) || 0) === value

/** A day as a whole number (days since 1970-01-01): what the rentals' bookings store and compare. */
export const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00.000Z`) / DAY_MS)

/** The day a day number stands for. */
export const dayOfNumber = (number: number) => utcDay(number * DAY_MS)
