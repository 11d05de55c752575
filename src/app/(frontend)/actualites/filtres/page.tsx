import { SiteShell } from '@/features/site/SiteShell'
import { NewsListing, newsListingMetadata } from '@/features/news/NewsListing'
import { parseListingQuery } from '@/features/news/listingQuery'

export const generateMetadata = newsListingMetadata

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** `/actualites?page=…&search=…&category=…` (rewritten here): one filtered page of the listing. */
export default async function FilteredNewsListingPage({ searchParams }: Props) {
  return (
    <SiteShell>
      <NewsListing query={parseListingQuery(await searchParams)} />
    </SiteShell>
  )
}
