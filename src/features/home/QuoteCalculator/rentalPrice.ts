import { RENTAL_DURATIONS, type RentalDuration } from '@/lib/labels'
import { periodRate, type RentalRates } from '@/lib/rentalRates'

export type CalculatorRates = RentalRates & { id?: string | null }

/**
 * The calculator's estimate: the chosen row's rate for the chosen duration (a row of the fleet
 * carries its machine's rates, src/features/home/QuoteCalculator); 0 for an unknown choice.
 */
export function rentalPrice(rates: CalculatorRates[], equipmentId: string, duration: string) {
  const rate = rates.find((item) => item.id === equipmentId)
  if (!rate || !(RENTAL_DURATIONS as readonly string[]).includes(duration)) return 0
  return periodRate(rate, duration as RentalDuration) ?? 0
}
