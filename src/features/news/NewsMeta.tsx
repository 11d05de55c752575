import { CalendarDays, User } from 'lucide-react'

import { FallbackImage } from '@/ui/FallbackImage'
import { fill } from '@/i18n/site/template'
import { NEWS_FALLBACK_IMAGE } from '@/lib/fallbackImages'
import { CARD_SIZES_ATTRIBUTE } from '@/lib/pictures'

import { CategoryBadge } from './CategoryBadge'
import type { NewsView } from './view'

/** The card picture with its category badge (listing, home section, 'Plus d'Actualités'). */
/** `priority`: the page's first card, whose picture is likely the largest paint, loads at once. */
export function NewsThumbnail({ news, priority = false }: { news: NewsView; priority?: boolean }) {
  return (
    <>
      <FallbackImage
        src={news.card?.src ?? news.image}
        srcSet={news.card?.srcSet}
        sizes={CARD_SIZES_ATTRIBUTE}
        fallback={NEWS_FALLBACK_IMAGE}
        width={1200}
        height={800}
        loading="lazy"
        priority={priority}
        className="aspect-[3/2] w-full bg-slate-200 object-cover"
      />
      <CategoryBadge
        category={news.category}
        label={news.categoryLabel}
        className="absolute left-4 top-4"
      />
    </>
  )
}

export function NewsDate({ news }: { news: NewsView }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <CalendarDays aria-hidden="true" className="h-4 w-4" />
      <time dateTime={news.createdAt}>{news.dateLabel}</time>
    </span>
  )
}

/** Date and author line of an article (dialog and page). */
export function NewsByline({
  news,
  className,
  byAuthor,
}: {
  news: NewsView
  className: string
  /** « Par {author} », from the page's dictionary. */
  byAuthor: string
}) {
  return (
    <p className={`flex flex-wrap items-center gap-y-1 text-slate-600 ${className}`}>
      <NewsDate news={news} />
      <span className="inline-flex items-center gap-1.5">
        <User aria-hidden="true" className="h-4 w-4" />
        {fill(byAuthor, { author: news.author })}
      </span>
    </p>
  )
}
