import type { CollectionBeforeChangeHook } from 'payload'

import { EXCERPT_FALLBACK_LENGTH } from '@/lib/constants'
import { excerptFromText } from '@/lib/format'
import { lexicalToPlainText } from '@/lib/lexical'

/** An article saved without a summary gets the spec's fallback: its first 120 characters + '...'. */
export const fillExcerpt: CollectionBeforeChangeHook = ({ data }) => {
  if (typeof data.excerpt === 'string' && data.excerpt.trim()) return data
  if (!data.content) return data
  const text = lexicalToPlainText(data.content)
  return text ? { ...data, excerpt: excerptFromText(text, EXCERPT_FALLBACK_LENGTH) } : data
}
