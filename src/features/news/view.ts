import type { Picture } from '@/lib/media'
import type { SiteNews } from './shape'
import { COMPANY_NAME } from '@/lib/company'
import { fill } from '@/i18n/site/template'
import { formatLongDate } from '@/lib/format'
import type { NewsCategory } from '@/lib/labels'

/** What cards and the dialog need of an article, with its date already worded on the server. */
export type NewsView = {
  id: string
  title: string
  excerpt: string
  content: string
  author: string
  category: NewsCategory
  /** The category as the page's language names it. */
  categoryLabel: string
  image: string | null
  /** The card's picture, in Payload's webp sizes. */
  card: Picture | null
  tags: string[]
  createdAt: string
  /** Formatted once on the server so the browser's time zone cannot shift the day. */
  dateLabel: string
}

/** An article as cards, the dialog and its page show it, in the page's language. */
export function toNewsView(
  news: SiteNews,
  text: { intl: string; team: string; categories: Record<NewsCategory, string> },
): NewsView {
  return {
    id: news.id,
    title: news.title,
    excerpt: news.excerpt,
    content: news.content,
    author: news.author || fill(text.team, { company: COMPANY_NAME }),
    category: news.category,
    categoryLabel: text.categories[news.category] ?? news.category,
    image: news.images.main,
    card: news.card,
    tags: news.tags,
    createdAt: news.createdAt,
    dateLabel: formatLongDate(news.createdAt, text.intl),
  }
}
