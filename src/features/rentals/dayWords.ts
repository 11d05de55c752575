// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import { formatLongDate } from '@/lib/format'

/** « 8 décembre 2026 »: a whole day, read at its noon so that no clock moves it. */
export const formatDay = (day: string, intl?: string) =>
  formatLongDate(`${day}T12:00:00.000Z`, intl)

/** « du 8 décembre 2026 au 17 décembre 2026 » */
export const formatPeriod = (first: string, last: string) =>
  `du ${formatDay(first)} au ${formatDay(last)}`
