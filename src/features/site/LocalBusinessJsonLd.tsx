import { publicUrl } from '@/platform/runtime/environment'
import { localBusinessJsonLd, type OrganizationSource, serializeJsonLd } from './organization'

type Props = Omit<OrganizationSource, 'baseUrl'> & { baseUrl?: string }

/** The company as a schema.org LocalBusiness, for search engines (render it once, on the home page). */
export function LocalBusinessJsonLd({ baseUrl = publicUrl(), ...source }: Props) {
  const json = serializeJsonLd(localBusinessJsonLd({ ...source, baseUrl }))
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
