import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  Payload,
  PayloadRequest,
} from 'payload'

import { emitContentChanged } from '@/lib/contentSignal'

import { recordContentVersion } from './contentVersions'
import { tags } from './tags'

/**
 * Expires the tag in this process (see expireTag) and records it for the other instances
 * (contentVersions.ts). Outside Next (seed, scripts, tests) revalidateTag throws: the write must
 * still succeed, so it is skipped there (`context.disableRevalidate`) or logged.
 */
async function revalidate(tag: string, req: PayloadRequest): Promise<void> {
  if (req.context?.disableRevalidate) return emitContentChanged(tag)
  expireTag(tag, req.payload.logger)
  await recordContentVersion(tag, req.payload)
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
    if (process.env.NEXT_RUNTIME) logger.warn({ err: error, tag }, 'revalidateTag a échoué')
  }
}

export function revalidateCollection(slug: string): {
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

export function revalidateGlobal(slug: string): GlobalAfterChangeHook {
  const tag = tags.global(slug)
  return async ({ doc, req }) => {
    await revalidate(tag, req)
    return doc
  }
}
