import type { z } from 'zod'

import { type SiteNews, siteNewsSchema, toSiteNews } from './shape'
import { storedMediaUrl } from '@/lib/media'
import type { News } from '@/generated/payload-types'

/** An article as /api answers it: the site's, `id` as `_id`, no card picture nor SEO fields, its pictures' stored addresses. */
export const apiNewsSchema = siteNewsSchema
  .omit({ id: true })
  .extend({ _id: siteNewsSchema.shape.id })

export function apiNews({
  id,
  card: _card,
  seo: _seo,
  ...news
}: SiteNews): z.infer<typeof apiNewsSchema> {
  return { _id: id, ...news }
}

export const toApiNews = (doc: News) => apiNews(toSiteNews(doc, storedMediaUrl))
