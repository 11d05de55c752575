import { Search } from 'lucide-react'

import { sitePath, siteText } from '@/i18n/site'
import { SEARCH_PATH } from '@/lib/sitePaths'

type Props = { id: string; term?: string; compact?: boolean }

/**
 * The site search as a plain GET form to /recherche: it works without JavaScript and the
 * results have an address to share. `compact` is the box of the strip above the header.
 */
export function SiteSearchForm({ id, term = '', compact = false }: Props) {
  return (
    <form
      action={sitePath(SEARCH_PATH)}
      method="get"
      role="search"
      // landmarks apart: the header's, the results page's, the news listing's
      aria-label={compact ? siteText().search.headerLandmark : siteText().search.pageLandmark}
      className="flex min-w-0 items-center"
    >
      <label htmlFor={id} className="sr-only">
        {siteText().search.label}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={term}
          placeholder={compact ? siteText().search.submit : siteText().search.placeholder}
          maxLength={100}
          autoComplete="off"
          className={`w-full rounded-lg border border-slate-300 bg-white pl-9 pr-3 text-slate-900 focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-200 ${compact ? 'h-8 text-sm' : 'h-12'}`}
        />
      </div>
      {!compact && (
        <button
          type="submit"
          className="ml-2 h-12 rounded-lg bg-blue-700 px-5 font-semibold text-white hover:bg-blue-800"
        >
          {siteText().search.submit}
        </button>
      )}
    </form>
  )
}
