import type { Metadata } from 'next'

import { type LinkSearchParams, NewsletterLinkOutcome } from '@/components/Newsletter/LinkOutcome'
import { confirmSubscription } from '@/data/newsletter'
import { fr } from '@/i18n/fr'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = {
  title: fr.newsletter.confirmedTitle,
  robots: { index: false },
}

/** The confirmation link of the newsletter mail: the address becomes « Confirmé ». */
export default function NewsletterConfirmationPage({
  searchParams,
}: {
  searchParams: LinkSearchParams
}) {
  return (
    <NewsletterLinkOutcome
      searchParams={searchParams}
      act={confirmSubscription}
      done={{ title: fr.newsletter.confirmedTitle, text: fr.newsletter.confirmedText }}
    />
  )
}
