import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { RENTAL_DAYS_PER_MONTH } from '@/lib/constants'
import { equipmentSlug } from '@/lib/slugs'

/** What is on rent now, and the monthly rental revenue it would bring (an estimate, not revenue). */
export type RentalState = { rentedEquipment: number; estimatedMonthlyRevenue: number }

function rentalState(rented: { price?: number | null }[]): RentalState {
  return {
    rentedEquipment: rented.length,
    estimatedMonthlyRevenue: rented.reduce(
      (sum, item) => sum + (item.price ?? 0) * RENTAL_DAYS_PER_MONTH,
      0,
    ),
  }
}

/**
 * What is on rent now and its estimated monthly revenue; `req` reads inside a save's own
 * transaction (the equipment hook), so the change being saved counts.
 */
export async function currentRentalState(
  payload: Payload,
  req?: PayloadRequest,
): Promise<RentalState> {
  const { docs } = await payload.find({
    collection: equipmentSlug,
    where: { status: { equals: 'rented' } },
    select: { price: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return rentalState(docs)
}
