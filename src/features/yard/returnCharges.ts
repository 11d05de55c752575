// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import { addDays, dayNumber } from '@/lib/days'
import { formatPrice } from '@/lib/format'
import type { HalfDay } from '@/lib/labels'
import type { MachineRates } from '@/lib/rentalRates'

import { formatPeriod } from '@/features/rentals/dayWords'
import { rentalPrice } from '@/features/rentals/period'

import type { EarlyReturnRule } from './labels'

export type Charge = { label: string; amount: number; damage?: boolean }

/** One line of the reservation as the return prices it: a machine, its rates, its units back. */
export type ReturnedLine = { name: string; rates: MachineRates; units: number }

export type ReturnTerms = {
  startDate: string
  endDate: string
  half?: HalfDay | null
  /** The company's day the machines came back. */
  returnDay: string
  earlyReturn: EarlyReturnRule
}

const days = (count: number) => `${count} jour${count > 1 ? 's' : ''}`
const times = (units: number) => (units > 1 ? ` × ${units}` : '')

/**
 * What a return adds to the rental (#62), by machine: the days past the last one reserved, at the
 * machine's rates for those days (months, weeks, days at their best, as every rental line); the
 * days not used when the machine comes back early, taken off only when the settings say so. A
 * machine with no price for the days gets a line at 0 that says so: the office prices it.
 */
export function returnCharges(lines: ReturnedLine[], terms: ReturnTerms): Charge[] {
  const { startDate, endDate, returnDay } = terms
  const late = dayNumber(returnDay) - dayNumber(endDate)
  if (late > 0)
    return lines.map(({ name, rates, units }) => {
      const first = addDays(endDate, 1)
      const price = rentalPrice(rates, first, returnDay)
      const label = `Retard de ${days(late)} (${formatPeriod(first, returnDay)}) : « ${name} »${times(units)}`
      return price === null
        ? { label: `${label}, sans prix de location : à chiffrer au bureau`, amount: 0 }
        : { label, amount: price * units }
    })
  if (late === 0 || terms.earlyReturn !== 'refund' || terms.half) return []
  const unused = -late
  const lastUsed = returnDay < startDate ? startDate : returnDay
  return lines.flatMap(({ name, rates, units }) => {
    const booked = rentalPrice(rates, startDate, endDate)
    const used = rentalPrice(rates, startDate, lastUsed)
    if (booked === null || used === null || booked <= used) return []
    return [
      {
        label: `Retour anticipé : ${days(unused)} non utilisé${unused > 1 ? 's' : ''} (${formatPrice(booked)} réservés, ${formatPrice(used)} utilisés) : « ${name} »${times(units)}`,
        amount: -(booked - used) * units,
      },
    ]
  })
}

export const chargesTotal = (charges: Charge[]) =>
  charges.reduce((sum, charge) => sum + charge.amount, 0)
