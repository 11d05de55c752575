import type { Metadata } from 'next'

import { type LinkSearchParams, NewsletterLinkOutcome } from '@/features/newsletter/LinkOutcome'
import { confirmSubscription } from '@/features/newsletter/subscriptions'
import { siteText } from '@/i18n/site'

export const dynamic = 'force-dynamic'
export const generateMetadata = (): Metadata => ({
  title: siteText().newsletter.confirmedTitle,
  robots: { index: false },
})

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
      done={{
        title: siteText().newsletter.confirmedTitle,
        text: siteText().newsletter.confirmedText,
      }}
    />
  )
}
