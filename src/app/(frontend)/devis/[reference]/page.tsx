import { SiteShell } from '@/features/site/SiteShell'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContractSection } from '@/features/contracts/ContractSection'
import { customerContracts } from '@/features/contracts/customerView'
import { CustomerQuotePage } from '@/features/quotes/CustomerQuotePage'
import { customerQuote } from '@/features/quotes/customerQuote'
import { siteText } from '@/i18n/site'
import { payloadClient } from '@/platform/data/payload'

// read for one person, with their answer shown at once: never prerendered nor shared
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ reference: string }>
  searchParams: Promise<{ t?: string | string[] }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { reference } = await params
  return {
    title: siteText().customerQuote.title(reference.slice(0, 20)),
    robots: { index: false, follow: false },
    // the address carries the customer's token: no other site gets it as a referrer
    referrer: 'no-referrer',
  }
}

/** The customer's page of a quote request, opened from the link in their mails, with its contracts. */
export default async function CustomerQuoteRoute({ params, searchParams }: Props) {
  const [{ reference }, { t }] = await Promise.all([params, searchParams])
  const view = await customerQuote(reference, typeof t === 'string' ? t : null)
  if (!view) notFound()
  const contracts = await customerContracts(await payloadClient(), view.id, view.token, siteText())
  return (
    <SiteShell>
      <CustomerQuotePage view={view}>
        <ContractSection
          contracts={contracts}
          reference={view.reference}
          token={view.token}
          name={view.customerName}
        />
      </CustomerQuotePage>
    </SiteShell>
  )
}
