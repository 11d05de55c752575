import 'server-only'

import type { CollectionSlug, Payload, TaskConfig } from 'payload'

import { DAY_MS } from '@/lib/days'
import { trashRetentionDays } from '@/platform/runtime/environment'

export const TRASH_QUEUE = 'trash'

/** The collections whose « Supprimer » moves to the trash (`trash: true` in their config). */
const withTrash = (payload: Payload) =>
  Object.values(payload.collections)
    .filter(({ config }) => config.trash)
    .map(({ config }) => config.slug as CollectionSlug)

/**
 * Deletes for good what has been in the trash longer than TRASH_RETENTION_DAYS, with Payload's own
 * delete (its hooks run: the pictures' files go, the caches hear of it). Safe to run twice at
 * once: the second finds nothing left. Returns how many documents went.
 */
export async function emptyTrash(payload: Payload, now = Date.now()): Promise<number> {
  const before = new Date(now - trashRetentionDays() * DAY_MS).toISOString()
  let deleted = 0
  for (const collection of withTrash(payload)) {
    const { docs, errors } = await payload.delete({
      collection,
      where: { deletedAt: { less_than: before } },
      trash: true,
      overrideAccess: true,
    })
    deleted += docs.length
    for (const { id, message } of errors)
      payload.logger.error({ collection, id }, `Corbeille : suppression impossible (${message})`)
  }
  return deleted
}

/** Queued every hour by Payload's scheduling, run by the `trash` queue's runner. */
export const emptyTrashTask: TaskConfig = {
  slug: 'empty-trash',
  label: 'Vidage de la corbeille',
  schedule: [{ cron: '20 * * * *', queue: TRASH_QUEUE }],
  retries: 0,
  handler: async ({ req: { payload } }) => {
    await emptyTrash(payload)
    return { output: {} }
  },
}
