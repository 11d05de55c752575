import { addDays, dayNumber } from '@/lib/days'

/** `YYYY-MM-01` of the month `day` is in. */
export const monthOf = (day: string) => `${day.slice(0, 7)}-01`

/** The first day of the month `count` months after `month` (`YYYY-MM-01`). */
export function addMonths(month: string, count: number): string {
  const [year, index] = [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + count]
  const date = new Date(Date.UTC(year, index, 1))
  return date.toISOString().slice(0, 10)
}

/** The last day of `month`. */
export const lastDayOf = (month: string) => addDays(addMonths(month, 1), -1)

/**
 * A month as a calendar shows it, Monday first: its weeks, each seven days or null for the days
 * of the months around it.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const first = new Date(`${month}T00:00:00.000Z`)
  const lead = (first.getUTCDay() + 6) % 7
  const length = dayNumber(lastDayOf(month)) - dayNumber(month) + 1
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length }, (_, index) => addDays(month, index)),
  ]
  while (cells.length % 7) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

/** The fewest units free on any day from `first` to `last`; null if a day is not known. */
export function fewestFree(
  free: ReadonlyMap<string, number>,
  first: string,
  last: string,
): number | null {
  let fewest = Infinity
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const count = free.get(day)
    if (count === undefined) return null
    fewest = Math.min(fewest, count)
  }
  return fewest
}
