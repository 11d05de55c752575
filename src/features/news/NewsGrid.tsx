import type { SiteNews } from './shape'

import { NewsCard } from './NewsCard'
import { NewsDialogProvider } from './NewsDialogProvider.client'
import { toNewsView } from './view'
import { newsViewText } from './newsViewText'

/** Cards of a list of articles and the dialog that browses that same list. */
type Props = { news: SiteNews[]; headingLevel: 2 | 3; priorityFirst?: boolean }

export function NewsGrid({ news, headingLevel, priorityFirst = false }: Props) {
  const items = news.map((item) => toNewsView(item, newsViewText()))
  return (
    <NewsDialogProvider items={items}>
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, index) => (
          <li key={item.id}>
            <NewsCard
              news={item}
              index={index}
              headingLevel={headingLevel}
              priority={priorityFirst && index === 0}
            />
          </li>
        ))}
      </ul>
    </NewsDialogProvider>
  )
}
