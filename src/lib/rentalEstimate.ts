/** Prices are per day; a month of rental counts 30 of them. */
export const RENTAL_DAYS_PER_MONTH = 30

/** What is on rent now, and the monthly rental revenue it would bring (an estimate, not revenue). */
export type RentalState = { rentedEquipment: number; estimatedMonthlyRevenue: number }

export function rentalState(rented: { price?: number | null }[]): RentalState {
  return {
    rentedEquipment: rented.length,
    estimatedMonthlyRevenue: rented.reduce(
      (sum, item) => sum + (item.price ?? 0) * RENTAL_DAYS_PER_MONTH,
      0,
    ),
  }
}
