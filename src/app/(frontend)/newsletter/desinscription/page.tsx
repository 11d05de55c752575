import type { Metadata } from 'next'

import { type LinkSearchParams, NewsletterLinkOutcome } from '@/features/newsletter/LinkOutcome'
import { unsubscribe } from '@/features/newsletter/subscriptions'
import { siteText } from '@/i18n/site'

export const dynamic = 'force-dynamic'
export const generateMetadata = (): Metadata => ({
  title: siteText().newsletter.unsubscribedTitle,
  robots: { index: false },
})

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
      done={{
        title: siteText().newsletter.unsubscribedTitle,
        text: siteText().newsletter.unsubscribedText,
      }}
    />
  )
}
