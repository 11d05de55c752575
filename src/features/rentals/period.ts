// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import { dayNumber } from '@/lib/days'

import { RESERVATION_MAX_DAYS } from './labels'

/** How many days a rental from `first` to `last` (both included) lasts. */
export const periodDays = (first: string, last: string) => dayNumber(last) - dayNumber(first) + 1

/**
 * What is wrong with a rental's dates, in the team's French, or null: a reservation and a quote's
 * rental line are held to the same rules.
 */
export function periodProblem(first: string, last: string): string | null {
  if (last < first) return 'La location finit le jour où elle commence, ou après.'
  if (periodDays(first, last) > RESERVATION_MAX_DAYS)
    return `Une location dure ${RESERVATION_MAX_DAYS} jours au plus : faites-en plusieurs.`
  return null
}
