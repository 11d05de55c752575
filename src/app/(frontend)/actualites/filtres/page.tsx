import { NewsListing, newsListingMetadata } from '@/components/News/NewsListing'
import { parseListingQuery } from '@/components/News/listingQuery'

export const generateMetadata = newsListingMetadata

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** `/actualites?page=…&search=…&category=…` (rewritten here): one filtered page of the listing. */
export default async function FilteredNewsListingPage({ searchParams }: Props) {
  return <NewsListing query={parseListingQuery(await searchParams)} />
}
