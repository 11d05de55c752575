import 'server-only'

import { z } from 'zod'

import { NEWS_CATEGORIES } from '@/lib/labels'

import { mediaPicture, mediaUrl, type MediaUrlOf, type Picture } from '@/lib/media'
import { CARD_PICTURE_SIZES } from '@/lib/pictures'
import { itemSeo, type ItemSeo } from '@/lib/seo'
import type { News } from '@/generated/payload-types'

import { richTextHtml } from '@/platform/data/richText'

const url = z.string().nullable()

/**
 * An article as the site shows it, its body as HTML and its pictures as URLs; less its card
 * (`id` as `_id`), as /api/news answers it: the OpenAPI document describes it from this schema.
 */
export const siteNewsSchema = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** The body as HTML: Payload's converter escapes text and sanitises link URLs. */
  content: z.string(),
  author: z.string(),
  category: z.enum(NEWS_CATEGORIES),
  images: z.object({ main: url, thumbnail: url, banner: url, gallery: z.array(z.string()) }),
  tags: z.array(z.string()),
  isPublished: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})

export type SiteNews = z.infer<typeof siteNewsSchema> & {
  /** The card's picture, in Payload's webp sizes. */
  card: Picture | null
  /** Its « SEO » fields, for its page's head. */
  seo: ItemSeo
}

/** `urlOf` gives its pictures' addresses: the site's (versioned) unless /api asks for the stored ones. */
export function toSiteNews(doc: News, urlOf: MediaUrlOf = mediaUrl): SiteNews {
  return {
    id: String(doc.id),
    title: doc.title,
    excerpt: doc.excerpt ?? '',
    content: richTextHtml(doc.content),
    author: doc.author ?? '',
    category: doc.category,
    images: {
      main: urlOf(doc.images?.main),
      thumbnail: urlOf(doc.images?.thumbnail),
      banner: urlOf(doc.images?.banner),
      gallery: (doc.images?.gallery ?? []).map(urlOf).filter((url): url is string => Boolean(url)),
    },
    tags: doc.tags ?? [],
    isPublished: doc.isPublished ?? true,
    card: mediaPicture(doc.images?.main, CARD_PICTURE_SIZES),
    seo: itemSeo(doc.meta),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }
}
