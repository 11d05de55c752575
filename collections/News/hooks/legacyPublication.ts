import type { CollectionBeforeOperationHook } from 'payload'

type PublicationData = { _status?: 'draft' | 'published'; isPublished?: boolean | null }

/**
 * An article's `isPublished` (the spec's « Publié / Brouillon », the /api's field and filter) says
 * whether visitors read it: it follows the main document's `_status` (Payload's drafts, #44).
 *
 * - A draft save writes a version only: the article visitors read keeps its state (a new article
 *   saved as a draft is not published).
 * - A publication, an unpublication or a scheduled one (`_status`) sets it.
 * - A caller that sends `isPublished` alone (the /api, the list's switch) publishes or unpublishes.
 * - A new article sent with neither is published (back office: « a new article defaults to
 *   published »; Payload's own default status is the draft).
 *
 * Before the operation, where Payload's `draft` argument is still known: its hooks are not told.
 */
export const legacyPublication: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const data = args.data as PublicationData | undefined
  if (!data) return args
  if (args.draft && data._status !== 'published') {
    if (operation === 'create') data.isPublished = false
    else delete data.isPublished
  } else if (data._status) {
    data.isPublished = data._status === 'published'
  } else if (typeof data.isPublished === 'boolean') {
    data._status = data.isPublished ? 'published' : 'draft'
  } else if (operation === 'create') {
    data._status = 'published'
    data.isPublished = true
  }
  return args
}
