import { NEWS_CATEGORIES, type NewsCategory } from '@/lib/labels'

/** The listing's filters as read from the address bar. */
export type ListingQuery = { page: number; search: string; category: NewsCategory | '' }

type SearchParams = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? ''

export function parseListingQuery(params: SearchParams): ListingQuery {
  const page = Number.parseInt(first(params.page), 10)
  const category = first(params.category).trim().toUpperCase()
  return {
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    search: first(params.search).trim().slice(0, 100),
    category: (NEWS_CATEGORIES as readonly string[]).includes(category)
      ? (category as NewsCategory)
      : '',
  }
}

/** `/actualites` with the filters kept; page 1 and empty filters stay out of the address. */
export function listingHref({ page, search, category }: ListingQuery): string {
  const params = new URLSearchParams()
  if (search) params.set('search', search)
  if (category) params.set('category', category)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `/actualites?${query}` : '/actualites'
}
