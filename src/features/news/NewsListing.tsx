import { SearchX } from 'lucide-react'
import type { Metadata } from 'next'

import { LoadError } from './LoadError'
import { listingHref, type ListingQuery } from './listingQuery'
import { NewsGrid } from './NewsGrid'
import { Pagination } from './Pagination'
import { SearchForm } from './SearchForm'
import { listPublishedNews } from './readers'
import type { NewsPage } from './queries'
import { logReadFailure } from '@/platform/data/payload'
import { sitePageMetadata, sitePath, siteText } from '@/i18n/site'
import { NEWS_PAGE_SIZE } from '@/lib/constants'
import { NEWS_PATH } from '@/lib/sitePaths'

export const newsListingMetadata = (): Metadata =>
  sitePageMetadata({
    title: siteText().news.listTitle,
    description: siteText().news.listDescription,
    path: NEWS_PATH,
  })

/** The published articles, one page of the listing with its search and category filters. */
export async function NewsListing({ query }: { query: ListingQuery }) {
  let result: NewsPage | null = null
  try {
    result = await listPublishedNews({
      page: query.page,
      limit: NEWS_PAGE_SIZE,
      search: query.search || undefined,
      category: query.category || undefined,
    })
  } catch (error) {
    logReadFailure('Lecture des actualités impossible', error)
  }

  return (
    <>
      <section className="bg-gradient-to-br from-blue-900 via-blue-800 to-slate-900 text-white">
        <div className="mx-auto max-w-7xl px-6 py-16 text-center">
          <h1 className="text-4xl font-extrabold md:text-5xl">{siteText().news.listHeading}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-100">
            {siteText().news.listDescription}
          </p>
        </div>
      </section>
      <div className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-6 py-12">
          <SearchForm query={query} />
          {!result ? (
            <LoadError retryHref={listingHref(query)} />
          ) : result.items.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <p className="mb-6 mt-8 text-slate-600">
                {siteText().news.resultCount(result.pagination.total)}
              </p>
              <NewsGrid news={result.items} headingLevel={2} priorityFirst />
              <Pagination query={query} pages={result.pagination.pages} />
            </>
          )}
        </div>
      </div>
    </>
  )
}

function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <SearchX aria-hidden="true" className="h-12 w-12 text-slate-500" />
      <h2 className="text-xl font-bold text-slate-900">{siteText().news.empty}</h2>
      <p className="text-slate-600">{siteText().news.emptyHint}</p>
      <a
        href={sitePath(NEWS_PATH)}
        className="mt-2 rounded-lg bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800"
      >
        {siteText().news.resetFilters}
      </a>
    </div>
  )
}
