import type { CollectionBeforeValidateHook } from 'payload'

import { EXCERPT_FALLBACK_LENGTH } from '@/lib/constants'
import { excerptFromText, searchKey } from '@/lib/format'
import { lexicalToPlainText } from '@/lib/lexical'

/**
 * Fills an empty summary with the spec's fallback (the first 120 characters of the content
 * plus '...') and keeps `searchText`: title, summary and content in lowercase without accents,
 * which the news search matches (spec: case-insensitive on title, content and excerpt).
 */
/** The search key of an article: title, summary and content, lowercase, without accents. */
export function newsSearchText(title: string, excerpt: string, content: unknown): string {
  return searchKey(`${title} ${excerpt} ${lexicalToPlainText(content)}`)
}

export const deriveText: CollectionBeforeValidateHook = ({ data = {}, originalDoc }) => {
  const content = data.content ?? originalDoc?.content
  const contentText = lexicalToPlainText(content)
  const given = typeof data.excerpt === 'string' ? data.excerpt.trim() : undefined
  const excerpt =
    given ||
    (given === undefined && originalDoc?.excerpt) ||
    excerptFromText(contentText, EXCERPT_FALLBACK_LENGTH)
  const title = data.title ?? originalDoc?.title ?? ''
  return { ...data, excerpt, searchText: newsSearchText(title, excerpt, content) }
}
