import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'

import { mediaPicture, mediaUrl, type Picture } from '@/lib/media'
import { CARD_PICTURE_SIZES } from '@/lib/pictures'
import type { News } from '@/payload-types'

/** An article as the site shows it: its body as HTML, its pictures as URLs. */
export type SiteNews = {
  id: string
  title: string
  excerpt: string
  /** The body as HTML: Payload's converter escapes text and sanitises link URLs. */
  content: string
  author: string
  category: News['category']
  images: {
    main: string | null
    thumbnail: string | null
    banner: string | null
    gallery: string[]
  }
  tags: string[]
  isPublished: boolean
  /** The card's picture, in Payload's webp sizes. */
  card: Picture | null
  createdAt: string
  updatedAt: string
}

/** Lexical's serialized state, as the converter types it (lexical is Payload's dependency, not ours). */
type LexicalData = Parameters<typeof convertLexicalToHTML>[0]['data']

function contentHtml(content: News['content'] | null | undefined): string {
  if (!content?.root) return ''
  return convertLexicalToHTML({ data: content as unknown as LexicalData, disableContainer: true })
}

export function toSiteNews(doc: News): SiteNews {
  return {
    id: String(doc.id),
    title: doc.title,
    excerpt: doc.excerpt ?? '',
    content: contentHtml(doc.content),
    author: doc.author ?? '',
    category: doc.category,
    images: {
      main: mediaUrl(doc.images?.main),
      thumbnail: mediaUrl(doc.images?.thumbnail),
      banner: mediaUrl(doc.images?.banner),
      gallery: (doc.images?.gallery ?? [])
        .map(mediaUrl)
        .filter((url): url is string => Boolean(url)),
    },
    tags: doc.tags ?? [],
    isPublished: doc.isPublished ?? true,
    card: mediaPicture(doc.images?.main, CARD_PICTURE_SIZES),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }
}
