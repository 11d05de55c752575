import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from 'lexical'

import type { News } from '@/payload-types'

import { mediaUrl } from '@/lib/media'

/** Article body as HTML: Payload's converter escapes text and sanitises link URLs. */
export function contentHtml(content: News['content'] | null | undefined): string {
  if (!content?.root) return ''
  return convertLexicalToHTML({ data: content as unknown as SerializedEditorState, disableContainer: true })
}

export function toLegacyNews(doc: News) {
  return {
    _id: String(doc.id),
    title: doc.title,
    excerpt: doc.excerpt ?? '',
    content: contentHtml(doc.content),
    author: doc.author ?? '',
    category: doc.category,
    images: {
      main: mediaUrl(doc.images?.main),
      thumbnail: mediaUrl(doc.images?.thumbnail),
      banner: mediaUrl(doc.images?.banner),
      gallery: (doc.images?.gallery ?? []).map(mediaUrl).filter((url): url is string => Boolean(url)),
    },
    tags: doc.tags ?? [],
    isPublished: doc.isPublished ?? true,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }
}
