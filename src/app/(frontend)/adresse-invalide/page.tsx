import type { Metadata } from 'next'

import { ErrorPageContent } from '@/features/site/NotFound'
import { siteText } from '@/i18n/site'
import { MALFORMED_PATH_STATUS } from '@/lib/malformedPath'

export const metadata: Metadata = {
  title: siteText().site.malformedPathTitle,
  robots: { index: false },
}

/** What the edge shows, with a 400, for an address whose percent-encoding cannot be decoded. */
export default function MalformedPathPage() {
  return (
    <ErrorPageContent
      code={MALFORMED_PATH_STATUS}
      title={siteText().site.malformedPathTitle}
      text={siteText().site.malformedPathText}
    />
  )
}
