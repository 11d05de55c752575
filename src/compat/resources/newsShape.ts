import type { SiteNews } from '@/data/newsShape'
import { toSiteNews } from '@/data/newsShape'
import type { News } from '@/payload-types'

/** The site's article in the legacy shape: `_id`, no card picture. */
export function legacyNews({ id, card: _card, ...news }: SiteNews) {
  return { _id: id, ...news }
}

export const toLegacyNews = (doc: News) => legacyNews(toSiteNews(doc))
