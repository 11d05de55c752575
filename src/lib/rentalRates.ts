import { RENTAL_DAYS_PER_MONTH } from './constants'
import type { QuoteLineUnit, RentalDuration } from './labels'

const DAYS_PER_WEEK = 7

/** A rental's rates: by the day, and by the week and the month where the team set one. */
export type RentalRates = {
  daily?: number | null
  weekly?: number | null
  monthly?: number | null
}

/** How the fleet stores a machine's rates (src/features/equipment/config.ts, « Location »). */
export type MachineRates = {
  price?: number | null
  weeklyPrice?: number | null
  monthlyPrice?: number | null
}

/** The rates a machine of the fleet rents at. */
export const machineRates = (machine: MachineRates): RentalRates => ({
  daily: machine.price ?? null,
  weekly: machine.weeklyPrice ?? null,
  monthly: machine.monthlyPrice ?? null,
})

/**
 * The price of one period of rental: its own rate (a week and a month are cheaper than their
 * days), or that many days at the daily rate where the team set none; null without a daily rate.
 * The calculator, the machine's page and the quote lines all price through this one function.
 */
export function periodRate(rates: RentalRates, period: RentalDuration): number | null {
  const daily = rates.daily ?? null
  const days = (count: number) => (daily === null ? null : daily * count)
  switch (period) {
    case 'daily':
      return daily
    case 'weekly':
      return rates.weekly ?? days(DAYS_PER_WEEK)
    case 'monthly':
      return rates.monthly ?? days(RENTAL_DAYS_PER_MONTH)
  }
}

/** The rental period a quote line's unit stands for (« jour », « semaine », « mois »). */
export const QUOTE_UNIT_PERIODS: Partial<Record<QuoteLineUnit, RentalDuration>> = {
  jour: 'daily',
  semaine: 'weekly',
  mois: 'monthly',
}
