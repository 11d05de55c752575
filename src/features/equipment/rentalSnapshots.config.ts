import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { outsideAnyRequest } from '@/platform/cache/outsideAnyRequest'
import { utcDay } from '@/lib/days'
import { currentRentalState } from '@/platform/services/rentalEstimate'
import { rentalSnapshotsSlug } from '@/lib/slugs'

/**
 * Today's rental snapshot after an equipment save or deletion: what is on rent, read within the
 * save (so the change counts), written outside it (two editors saving at once must not conflict
 * on one row). A failure is logged and never fails the save.
 */
async function recordSnapshot(req: PayloadRequest): Promise<void> {
  const { payload } = req
  try {
    const data = { day: utcDay(), ...(await currentRentalState(payload, req)) }
    const where = { day: { equals: data.day } }
    const today = await payload.db.findOne<{ id: number | string }>({
      collection: rentalSnapshotsSlug,
      where,
      req: outsideAnyRequest,
    })
    if (today) {
      await payload.db.updateOne({
        collection: rentalSnapshotsSlug,
        id: today.id,
        data,
        req: outsideAnyRequest,
      })
    } else {
      const now = new Date().toISOString()
      await payload.db.create({
        collection: rentalSnapshotsSlug,
        data: { ...data, createdAt: now, updatedAt: now },
        req: outsideAnyRequest,
      })
    }
  } catch (error) {
    payload.logger.warn({ err: error }, 'Relevé des locations non enregistré')
  }
}

export const snapshotAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await recordSnapshot(req)
  return doc
}

export const snapshotAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await recordSnapshot(req)
  return doc
}
