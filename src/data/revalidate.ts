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
 * Expires a tag at once (`expire: 0`: the next request renders fresh). Outside Next (seed,
 * scripts, tests) revalidateTag throws: the write must still succeed, so it is logged only.
 */
export function revalidate(tag: string, req: PayloadRequest): void {
  if (req.context?.disableRevalidate) return
  try {
    revalidateTag(tag, { expire: 0 })
  } catch (error) {
    if (process.env.NEXT_RUNTIME) {
      req.payload.logger.warn({ err: error, tag }, 'revalidateTag a échoué')
    }
  }
  emitContentChanged(tag)
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
