import { SiteShell } from '@/features/site/SiteShell'
import { NewsListing, newsListingMetadata } from '@/features/news/NewsListing'
import { parseListingQuery } from '@/features/news/listingQuery'

export const generateMetadata = newsListingMetadata

/**
 * The first page without filters, rendered once and kept until a news save revalidates it;
 * addresses with `?page=`, `?search=` or `?category=` are rewritten to the dynamic `filtres`
 * twin (next.config.mjs).
 */
export default function NewsListingPage() {
  return (
    <SiteShell>
      <NewsListing query={parseListingQuery({})} />
    </SiteShell>
  )
}
