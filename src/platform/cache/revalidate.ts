import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  Payload,
  PayloadRequest,
} from 'payload'

import { emitContentChanged } from '@/platform/runtime/contentSignal'

import { afterCommit } from './afterCommit'
import { isBackgroundWork } from './backgroundWork'
import { BACKGROUND_ORIGIN, recordContentVersion } from './contentVersions'
import { tags } from './tags'

/**
 * Expires the tag in this process (see expireTag) and records it for the other instances
 * (contentVersions.ts), once the save's transaction has committed: before, every read still
 * finds the old value and would cache it again. A save made by a job of the queue is left to the
 * edges' next look at the content versions, this instance's included. Outside Next (seed,
 * scripts, tests) revalidateTag throws: the write must still succeed, so it is skipped there
 * (`context.disableRevalidate`) or logged.
 */
async function revalidate(tag: string, req: PayloadRequest): Promise<void> {
  const { disableRevalidate } = req.context ?? {}
  const { payload } = req
  await afterCommit(req, async () => {
    if (disableRevalidate) return emitContentChanged(tag)
    // a job of the queue: every instance's edge, this one's too, expires the tag (backgroundWork.ts)
    if (isBackgroundWork()) {
      emitContentChanged(tag)
      return recordContentVersion(tag, payload, BACKGROUND_ORIGIN)
    }
    expireTag(tag, payload.logger)
    await recordContentVersion(tag, payload)
  })
}

/**
 * Signals the change to this process (edge and in-memory reads) and expires the tag in Next's
 * cache at once (`expire: 0`: the next request renders fresh).
 */
export function expireTag(tag: string, logger: Payload['logger']): void {
  emitContentChanged(tag)
  try {
    revalidateTag(tag, { expire: 0 })
  } catch (error) {
    // eslint-disable-next-line no-restricted-properties -- Next says whether this runs inside it
    if (process.env.NEXT_RUNTIME) logger.warn({ err: error, tag }, 'revalidateTag a échoué')
  }
}

/**
 * A save that visitors cannot see: with Payload's drafts, a draft kept in the versions alone
 * (created, as the admin does as soon as its form opens, or saved over any version). Payload
 * writes the main document only to publish or unpublish, so a draft save leaves it older than
 * the saved version. An autosave every few seconds would otherwise empty the site's cache.
 */
async function draftOnly({
  collection,
  doc,
  operation,
  req,
}: Parameters<CollectionAfterChangeHook>[0]): Promise<boolean> {
  if (!collection.versions?.drafts || doc._status !== 'draft') return false
  if (operation === 'create') return true
  const main = await req.payload.db.findOne<{ id: number | string; updatedAt?: string }>({
    collection: collection.slug,
    where: { id: { equals: doc.id } },
    req,
  })
  return main?.updatedAt !== doc.updatedAt
}

export function revalidateCollection(slug: string): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  const tag = tags.collection(slug)
  return {
    afterChange: async (args) => {
      const { doc, req } = args
      if (!(await draftOnly(args))) await revalidate(tag, req)
      return doc
    },
    afterDelete: async ({ doc, req }) => {
      await revalidate(tag, req)
      return doc
    },
  }
}

/**
 * A collection whose saves change what another collection's readers show (a reservation, the
 * machines' units free today): its hooks expire that collection's tag too.
 */
export function revalidateAlso(slug: string): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  const tag = tags.collection(slug)
  return {
    afterChange: async ({ doc, req }) => {
      await revalidate(tag, req)
      return doc
    },
    afterDelete: async ({ doc, req }) => {
      await revalidate(tag, req)
      return doc
    },
  }
}

/** Expires a collection's tag from a job of the queue: every instance's edge and cache. */
export const revalidateFromJob = (slug: string, req: PayloadRequest) =>
  revalidate(tags.collection(slug), req)

export function revalidateGlobal(slug: string): GlobalAfterChangeHook {
  const tag = tags.global(slug)
  return async ({ doc, req }) => {
    await revalidate(tag, req)
    return doc
  }
}
