import type { CollectionBeforeValidateHook, PayloadRequest } from 'payload'

import { EXCERPT_FALLBACK_LENGTH } from '@/lib/constants'
import { excerptFromText, searchKey } from '@/lib/format'
import { lexicalToPlainText } from '@/lib/lexical'

/** The search key of an article: title, summary and content, lowercase, without accents. */
export function newsSearchText(title: string, excerpt: string, content: unknown): string {
  return searchKey(`${title} ${excerpt} ${lexicalToPlainText(content)}`)
}

/**
 * The admin's form posts multipart (Payload's `_payload` field), the API's clients JSON: the form
 * must be given a summary (back office §5), an API call without one gets the fallback (§9).
 */
function sentByAdminForm(req: PayloadRequest): boolean {
  return req.headers?.get('content-type')?.startsWith('multipart/form-data') ?? false
}

/**
 * Fills an empty summary with the spec's fallback (the first 120 characters of the content
 * plus '...') and keeps `searchText`: title, summary and content in lowercase without accents,
 * which the news search matches (spec: case-insensitive on title, content and excerpt).
 */
export const deriveText: CollectionBeforeValidateHook = ({ data = {}, originalDoc, req }) => {
  const content = data.content ?? originalDoc?.content
  const contentText = lexicalToPlainText(content)
  const given = typeof data.excerpt === 'string' ? data.excerpt.trim() : undefined
  const fallback = sentByAdminForm(req) ? '' : excerptFromText(contentText, EXCERPT_FALLBACK_LENGTH)
  const excerpt = given || (given === undefined && originalDoc?.excerpt) || fallback
  const title = data.title ?? originalDoc?.title ?? ''
  return { ...data, excerpt, searchText: newsSearchText(title, excerpt, content) }
}
