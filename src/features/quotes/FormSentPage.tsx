import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { fill } from '@/i18n/site/template'
import { siteText } from '@/i18n/site'
import { CompanyWhatsAppLink } from '@/ui/CompanyWhatsApp.client'
import { NoticePage } from '@/ui/NoticePage'

import { FORM_SENT_QUERY } from '@/lib/sitePaths'

import { receivedReference } from './formReceipt'

export type FormSentSearchParams = Promise<Record<string, string | string[] | undefined>>

/** The receipt's title: the newsletter's, or the quote request's. */
export async function formSentMetadata({
  searchParams,
}: {
  searchParams: FormSentSearchParams
}): Promise<Metadata> {
  const words = siteText().formSent
  const newsletter = (await searchParams)[FORM_SENT_QUERY.newsletter] === '1'
  return {
    title: newsletter ? words.newsletterHeading : words.quoteHeading,
    robots: { index: false, follow: false },
  }
}

/**
 * Where a quote request or a newsletter sign-up posted as a plain HTML form (its page's script
 * not run yet, or never) leads once stored (#63): the reference to keep, in the page's
 * language. A reference whose code is not the server's is no receipt (404): nobody can make the
 * site say it received what it did not.
 */
export async function FormSentPage({ searchParams }: { searchParams: FormSentSearchParams }) {
  const query = await searchParams
  const text = siteText()
  const words = text.formSent
  const reference = receivedReference(query[FORM_SENT_QUERY.reference], query[FORM_SENT_QUERY.code])
  if (reference)
    return (
      <NoticePage ok title={words.quoteHeading} text={text.contact.quoteSent}>
        <p className="text-lg text-slate-900">
          {text.client.quoteForm.reference}{' '}
          <strong data-reference="" className="whitespace-nowrap">
            {reference}
          </strong>
        </p>
        <p className="max-w-md text-sm text-slate-600">{words.quoteNext}</p>
        <CompanyWhatsAppLink text={fill(text.client.whatsapp.request, { reference })} />
      </NoticePage>
    )
  if (query[FORM_SENT_QUERY.newsletter] === '1')
    return <NoticePage ok title={words.newsletterHeading} text={words.newsletterNext} />
  notFound()
}
