// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import { formatDay } from '@/lib/format'
import type { HalfDay } from '@/lib/labels'

import { HALF_DAY_LABELS } from './labels'

/** « du 8 décembre 2026 au 17 décembre 2026 », or « le 8 décembre 2026, matin » for a half day */
export const formatPeriod = (first: string, last: string, half?: HalfDay | null) =>
  half
    ? `le ${formatDay(first)}, ${HALF_DAY_LABELS[half].toLowerCase()}`
    : `du ${formatDay(first)} au ${formatDay(last)}`
