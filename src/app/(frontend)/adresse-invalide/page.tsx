import type { Metadata } from 'next'

import { ErrorPageContent } from '@/components/NotFound'
import { fr } from '@/i18n/fr'
import { MALFORMED_PATH_STATUS } from '@/lib/malformedPath'

export const metadata: Metadata = { title: fr.site.malformedPathTitle, robots: { index: false } }

/** What the edge shows, with a 400, for an address whose percent-encoding cannot be decoded. */
export default function MalformedPathPage() {
  return (
    <ErrorPageContent
      code={MALFORMED_PATH_STATUS}
      title={fr.site.malformedPathTitle}
      text={fr.site.malformedPathText}
    />
  )
}
