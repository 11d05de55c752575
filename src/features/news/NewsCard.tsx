import { NewsDate, NewsThumbnail } from './NewsMeta'
import { ArticleTitleLink, ReadMoreButton } from './NewsDialogProvider.client'
import type { NewsView } from './view'

type Props = { news: NewsView; index: number; headingLevel: 2 | 3; priority?: boolean }

/** A card of the home section and of the listing; 'Lire la suite' opens the dialog at `index`. */
export function NewsCard({ news, index, headingLevel, priority = false }: Props) {
  const Heading = `h${headingLevel}` as const
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-lg">
      <div className="relative">
        <NewsThumbnail news={news} priority={priority} />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-slate-600">
          <NewsDate news={news} />
        </p>
        <Heading className="mt-2 line-clamp-2 text-lg font-bold text-slate-900">
          <ArticleTitleLink index={index} news={news} />
        </Heading>
        <p className="mt-2 line-clamp-3 flex-1 text-slate-600">{news.excerpt}</p>
        <div className="mt-4">
          <ReadMoreButton index={index} title={news.title} />
        </div>
      </div>
    </article>
  )
}
