import type { Metadata } from 'next'

import { FormSentPage, type FormSentSearchParams } from '@/features/quotes/FormSentPage'
import { siteText } from '@/i18n/site'

// the receipt read from its address: never prerendered
export const dynamic = 'force-dynamic'
export const generateMetadata = (): Metadata => ({
  title: siteText().formSent.quoteHeading,
  robots: { index: false, follow: false },
})

/** A form posted before its page's script ran, stored: its receipt (#63). */
export default function FormSentRoute({ searchParams }: { searchParams: FormSentSearchParams }) {
  return <FormSentPage searchParams={searchParams} />
}
