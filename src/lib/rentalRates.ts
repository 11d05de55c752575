import { RENTAL_DAYS_PER_MONTH } from './constants'
import type { QuoteLineUnit, RentalDuration } from './labels'

const DAYS_PER_WEEK = 7

/**
 * A rental's rates: by the day, and by the half day, the week and the month where the team set
 * one (a machine without a half-day rate is not rented by the half day).
 */
export type RentalRates = {
  daily?: number | null
  halfDay?: number | null
  weekly?: number | null
  monthly?: number | null
}

/** How the fleet stores a machine's rates (src/features/equipment/config.ts, « Location »). */
export type MachineRates = {
  price?: number | null
  halfDayPrice?: number | null
  weeklyPrice?: number | null
  monthlyPrice?: number | null
}

/** The rates a machine of the fleet rents at. */
export const machineRates = (machine: MachineRates): RentalRates => ({
  daily: machine.price ?? null,
  halfDay: machine.halfDayPrice ?? null,
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

/** How a period of days is priced at its best: so many months, weeks and days, and the total. */
export type PeriodPrice = { months: number; weeks: number; days: number; total: number }

/**
 * The price of `days` consecutive days for one machine: months, weeks and days combined at their
 * best for the customer (a week may cost less than its last five days, a month less than three
 * weeks and some days), each at `periodRate`; null without a daily rate. Covering more days than
 * asked is allowed when it costs less: the customer keeps the machine the days they asked for.
 */
export function bestPeriodPrice(rates: RentalRates, days: number): PeriodPrice | null {
  if (rates.daily === null || rates.daily === undefined || !Number.isInteger(days) || days < 1)
    return null
  const steps = [
    { length: RENTAL_DAYS_PER_MONTH, price: periodRate(rates, 'monthly')!, key: 'months' },
    { length: DAYS_PER_WEEK, price: periodRate(rates, 'weekly')!, key: 'weeks' },
    { length: 1, price: rates.daily, key: 'days' },
  ] as const
  // best[n]: the cheapest way to cover n days, and the step it ends with
  const best: { total: number; step: number }[] = [{ total: 0, step: -1 }]
  for (let covered = 1; covered <= days; covered += 1) {
    let choice = { total: Infinity, step: -1 }
    steps.forEach(({ length, price }, step) => {
      const total = best[Math.max(0, covered - length)]!.total + price
      if (total < choice.total) choice = { total, step }
    })
    best.push(choice)
  }
  const price: PeriodPrice = { months: 0, weeks: 0, days: 0, total: best[days]!.total }
  for (let left = days; left > 0;) {
    const { length, key } = steps[best[left]!.step]!
    price[key] += 1
    left = Math.max(0, left - length)
  }
  return price
}
