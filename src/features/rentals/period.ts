// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import { dayNumber } from '@/lib/days'
import type { HalfDay } from '@/lib/labels'
import { bestPeriodPrice, machineRates, type MachineRates } from '@/lib/rentalRates'

import { RESERVATION_MAX_DAYS } from './labels'

/** How many days a rental from `first` to `last` (both included) lasts. */
const periodDays = (first: string, last: string) => dayNumber(last) - dayNumber(first) + 1

/**
 * What is wrong with a rental's dates, in the team's French, or null: a reservation and a quote's
 * rental line are held to the same rules.
 */
export function periodProblem(first: string, last: string, half?: HalfDay | null): string | null {
  if (last < first) return 'La location finit le jour où elle commence, ou après.'
  if (half && last !== first) return 'Une demi-journée commence et finit le même jour.'
  if (periodDays(first, last) > RESERVATION_MAX_DAYS)
    return `Une location dure ${RESERVATION_MAX_DAYS} jours au plus : faites-en plusieurs.`
  return null
}

/** A machine rents by the half day when the team gave it a half-day price. */
export const rentsByHalfDay = (machine: MachineRates) => machineRates(machine).halfDay != null

/**
 * One machine's price for a rental's days: its half-day price for a half day, else months, weeks
 * and days at their best for the customer; null without the price it needs.
 */
export const rentalPrice = (
  machine: MachineRates,
  first: string,
  last: string,
  half?: HalfDay | null,
): number | null =>
  half
    ? (machineRates(machine).halfDay ?? null)
    : (bestPeriodPrice(machineRates(machine), periodDays(first, last))?.total ?? null)

export const notByHalfDay = (name: string) =>
  `« ${name} » ne se loue pas à la demi-journée : donnez-lui un prix par demi-journée, ou réservez la journée entière.`
