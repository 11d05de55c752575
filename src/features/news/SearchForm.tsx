import { Search } from 'lucide-react'

import { siteText } from '@/i18n/site'
import { NEWS_CATEGORIES } from '@/lib/labels'

import type { ListingQuery } from './listingQuery'

const fieldClass =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-4 text-slate-900 focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-200'

/** A plain GET form: filters live in the address, so results can be shared and work without JS. */
export function SearchForm({ query }: { query: ListingQuery }) {
  return (
    <form
      action="/actualites"
      method="get"
      role="search"
      aria-label={siteText().news.searchLandmark}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:flex-row md:items-end"
    >
      <div className="flex-1">
        <label htmlFor="news-search" className="mb-1 block text-sm font-medium text-slate-700">
          {siteText().news.searchLabel}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500"
          />
          <input
            id="news-search"
            type="search"
            name="search"
            defaultValue={query.search}
            placeholder={siteText().news.searchPlaceholder}
            maxLength={100}
            className={`${fieldClass} pl-10`}
          />
        </div>
      </div>
      <div className="md:w-64">
        <label htmlFor="news-category" className="mb-1 block text-sm font-medium text-slate-700">
          {siteText().client.common.category}
        </label>
        <select
          id="news-category"
          name="category"
          defaultValue={query.category}
          className={fieldClass}
        >
          <option value="">{siteText().client.common.allCategories}</option>
          {NEWS_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {siteText().client.labels.newsCategories[category]}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="h-11 rounded-lg bg-blue-700 px-6 font-semibold text-white hover:bg-blue-800"
      >
        {siteText().news.filter}
      </button>
    </form>
  )
}
