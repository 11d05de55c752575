import { RENTAL_DURATIONS } from '@/lib/labels'

type RentalDuration = (typeof RENTAL_DURATIONS)[number]
export type RentalRates = {
  id?: string | null
  daily: number
  weekly?: number | null
  monthly?: number | null
}

/** The calculator's estimate: the rate of the chosen equipment for the chosen duration; 0 for an unknown choice. */
export function rentalPrice(rates: RentalRates[], equipmentId: string, duration: string): number {
  const rate = rates.find((item) => item.id === equipmentId)
  if (!rate || !(RENTAL_DURATIONS as readonly string[]).includes(duration)) return 0
  return rate[duration as RentalDuration] ?? 0
}
