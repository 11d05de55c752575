import type { Metadata } from 'next'

import { ArticleBody } from '@/features/news/ArticleBody'
import { SiteShell } from '@/features/site/SiteShell'
import { PageHeader } from '@/ui/PageHeader'
import { readGlobal } from '@/platform/data/globals'
import { readLegalPage } from './readers'
import { companyContact } from '@/lib/company'
import { legalPagePath, type LegalPageKey } from '@/lib/legalPages'
import { pageViewRetentionDays } from '@/platform/runtime/environment'

import { CompanyDetails } from './CompanyDetails'
import { sitePageMetadata, siteText } from '@/i18n/site'

/** A legal page's metadata: its built-in title and description, its address. */
export function legalPageMetadata(key: LegalPageKey): Metadata {
  const { title, description } = siteText().legalPages[key]
  return sitePageMetadata({ title, description, path: legalPagePath(key) })
}

/**
 * A legal page: the text the admin edits, then what the server knows and the text must not
 * restate (it would go stale): the retention periods on the privacy notice, the contact details
 * of the general settings on the privacy notice and the legal notice.
 */
export async function LegalPage({ page }: { page: LegalPageKey }) {
  const [{ title, html }, general] = await Promise.all([
    readLegalPage(page),
    readGlobal('site-settings'),
  ])
  const contact = companyContact(general)
  const text = siteText().legal
  return (
    <SiteShell>
      <PageHeader title={title} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-14 sm:px-6">
        <ArticleBody html={html} />
        {page === 'privacy' && (
          <section aria-labelledby="conservation" className="rounded-2xl bg-slate-50 p-6">
            <h2 id="conservation" className="text-xl font-bold text-slate-900">
              {text.retention}
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
              <li>{text.retentionPageViews(pageViewRetentionDays())}</li>
              <li>{text.retentionQuotes}</li>
              <li>{text.retentionNewsletter}</li>
            </ul>
          </section>
        )}
        {page !== 'terms' && <CompanyDetails contact={contact} />}
      </div>
    </SiteShell>
  )
}
