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
