import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { emitContentChanged } from '@/lib/contentSignal'

import { tags } from './tags'

/**
 * Signals the change to this process (in-memory reads) and expires the tag in Next's cache at
 * once (`expire: 0`: the next request renders fresh). Outside Next (seed, scripts, tests)
 * revalidateTag throws: the write must still succeed, so it is skipped there
 * (`context.disableRevalidate`) or logged.
 */
export function revalidate(tag: string, req: PayloadRequest): void {
  emitContentChanged(tag)
  if (req.context?.disableRevalidate) return
  try {
    revalidateTag(tag, { expire: 0 })
  } catch (error) {
    if (process.env.NEXT_RUNTIME) {
      req.payload.logger.warn({ err: error, tag }, 'revalidateTag a échoué')
    }
  }
}

export function revalidateCollection(slug: string): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  const tag = tags.collection(slug)
  return {
    afterChange: ({ doc, req }) => {
      revalidate(tag, req)
      return doc
    },
    afterDelete: ({ doc, req }) => {
      revalidate(tag, req)
      return doc
    },
  }
}

export function revalidateGlobal(slug: string): GlobalAfterChangeHook {
  const tag = tags.global(slug)
  return ({ doc, req }) => {
    revalidate(tag, req)
    return doc
  }
}
