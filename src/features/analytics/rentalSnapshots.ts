import 'server-only'

import type { Payload } from 'payload'

import type { RentalState } from '@/platform/services/rentalEstimate'
import { rentalSnapshotsSlug } from '@/lib/slugs'

/**
 * What was on rent on a day (`YYYY-MM-DD`): the last snapshot on or before it, since one is
 * written on every day an equipment save changed anything (src/features/equipment/rentalSnapshots.config.ts); null
 * when the history does not go back that far.
 */
export async function rentalStateOn(payload: Payload, day: string): Promise<RentalState | null> {
  const { docs } = await payload.find({
    collection: rentalSnapshotsSlug,
    where: { day: { less_than_equal: day } },
    sort: '-day',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const snapshot = docs[0]
  return snapshot
    ? {
        rentedEquipment: snapshot.rentedEquipment,
        estimatedMonthlyRevenue: snapshot.estimatedMonthlyRevenue,
      }
    : null
}
