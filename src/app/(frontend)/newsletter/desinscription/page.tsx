import type { Metadata } from 'next'

import { type LinkSearchParams, NewsletterLinkOutcome } from '@/components/Newsletter/LinkOutcome'
import { unsubscribe } from '@/data/newsletter'
import { fr } from '@/i18n/fr'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = {
  title: fr.newsletter.unsubscribedTitle,
  robots: { index: false },
}

/** The unsubscribe link of every newsletter mail: one click, no login. */
export default function NewsletterUnsubscribePage({
  searchParams,
}: {
  searchParams: LinkSearchParams
}) {
  return (
    <NewsletterLinkOutcome
      searchParams={searchParams}
      act={unsubscribe}
      done={{ title: fr.newsletter.unsubscribedTitle, text: fr.newsletter.unsubscribedText }}
    />
  )
}
