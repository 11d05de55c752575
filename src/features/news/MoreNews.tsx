import { ArrowRight } from 'lucide-react'

import { listPublishedNews } from './readers'
import { sitePath, siteText } from '@/i18n/site'

import { NewsDate, NewsThumbnail } from './NewsMeta'
import { NEWS_PATH, newsPath } from '@/lib/sitePaths'

import { toNewsView } from './view'
import { newsViewText } from './newsViewText'

const MORE_COUNT = 3

/** 'Plus d'Actualités': the latest other articles, each linking to its own page. */
export async function MoreNews({ excludeId }: { excludeId: string }) {
  // one extra in case the current article is among the latest; a failed read just hides the block
  const latest = await listPublishedNews({ page: 1, limit: MORE_COUNT + 1 }).catch(() => null)
  const others = (latest?.items ?? []).filter((news) => news.id !== excludeId).slice(0, MORE_COUNT)
  if (!others.length) return null
  return (
    <section aria-labelledby="plus-actualites" className="bg-slate-50 py-14">
      <div className="mx-auto max-w-7xl px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="plus-actualites" className="text-2xl font-extrabold text-slate-900 md:text-3xl">
            {siteText().news.more}
          </h2>
          <a
            href={sitePath(NEWS_PATH)}
            className="inline-flex items-center gap-2 font-semibold text-blue-700 hover:underline"
          >
            {siteText().news.listHeading}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </a>
        </div>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {others
            .map((news) => toNewsView(news, newsViewText()))
            .map((news) => (
              <li
                key={news.id}
                className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-lg"
              >
                <div className="relative">
                  <NewsThumbnail news={news} />
                </div>
                <div className="flex flex-1 flex-col p-5">
                  <p className="text-sm text-slate-600">
                    <NewsDate news={news} />
                  </p>
                  <h3 className="mt-2 font-bold text-slate-900 group-hover:text-blue-700">
                    {/* the whole card is the link (a heading may not sit inside a link's span) */}
                    <a
                      href={sitePath(newsPath(news.id))}
                      className="before:absolute before:inset-0"
                    >
                      {news.title}
                    </a>
                  </h3>
                </div>
              </li>
            ))}
        </ul>
      </div>
    </section>
  )
}
