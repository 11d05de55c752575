// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import { formatDay } from '@/lib/format'

/** « du 8 décembre 2026 au 17 décembre 2026 » */
export const formatPeriod = (first: string, last: string) =>
  `du ${formatDay(first)} au ${formatDay(last)}`
