import { publicUrl } from '@/lib/runtime'
import type { SiteSettings, TopBar } from '@/payload-types'
import { organizationJsonLd, serializeJsonLd } from '@/seo/organization'

type Props = { topBar: TopBar; siteSettings: SiteSettings; baseUrl?: string }

/** The company as a schema.org Organization, for search engines (render it once, on the home page). */
export function OrganizationJsonLd({ topBar, siteSettings, baseUrl = publicUrl() }: Props) {
  const json = serializeJsonLd(organizationJsonLd({ topBar, siteSettings, baseUrl }))
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
