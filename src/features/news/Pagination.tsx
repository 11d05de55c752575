import { ChevronLeft, ChevronRight } from 'lucide-react'

import { siteText } from '@/i18n/site'

import { listingHref, type ListingQuery } from './listingQuery'

/** Every page when few, else the first, the last and the current one with its neighbours. */
function pageWindow(current: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1)
  const shown = [1, current - 1, current, current + 1, pages].filter(
    (page) => page >= 1 && page <= pages,
  )
  const unique = [...new Set(shown)].sort((a, b) => a - b)
  return unique.flatMap((page, index) =>
    index > 0 && page - unique[index - 1] > 1 ? [null, page] : [page],
  )
}

const linkClass =
  'inline-flex min-w-10 items-center justify-center gap-1 rounded-lg px-3 py-2 font-semibold'
const idleClass = `${linkClass} bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50`

/** Page links keeping the search and category; nothing when everything fits on one page. */
export function Pagination({ query, pages }: { query: ListingQuery; pages: number }) {
  if (pages <= 1) return null
  const current = Math.min(query.page, pages)
  const to = (page: number) => listingHref({ ...query, page })
  return (
    <nav aria-label={siteText().news.pagination} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 && (
          <li>
            <a href={to(current - 1)} rel="prev" className={idleClass}>
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              {siteText().news.previous}
            </a>
          </li>
        )}
        {pageWindow(current, pages).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={page}>
              <a
                href={to(page)}
                aria-label={siteText().news.page(page)}
                aria-current={page === query.page ? 'page' : undefined}
                className={page === query.page ? `${linkClass} bg-blue-700 text-white` : idleClass}
              >
                {page}
              </a>
            </li>
          ),
        )}
        {current < pages && (
          <li>
            <a href={to(current + 1)} rel="next" className={idleClass}>
              {siteText().news.next}
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}
