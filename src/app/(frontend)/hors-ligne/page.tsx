import type { Metadata } from 'next'

import { KeptPages } from '@/features/offline/KeptPages.client'
import { OfflineIntro } from '@/features/offline/OfflineIntro.client'
import { RetryButton } from '@/features/offline/RetryButton.client'
import { SiteShell } from '@/features/site/SiteShell'
import { CompanyWhatsAppLink } from '@/ui/CompanyWhatsApp.client'
import { PageHeader } from '@/ui/PageHeader'
import { readGlobal } from '@/platform/data/globals'
import { companyContact } from '@/lib/company'
import { telHref } from '@/lib/contactLinks'
import { OFFLINE_PATH } from '@/features/offline/rules'
import { sitePath, siteText } from '@/i18n/site'

export const generateMetadata = (): Metadata => ({
  title: siteText().offline.title,
  robots: { index: false, follow: false },
  alternates: { canonical: sitePath(OFFLINE_PATH) },
})

/**
 * What the service worker shows for a page never opened on this phone while the network is away:
 * how to reach the company without the site (a call needs no data), and the pages kept.
 */
export default async function OfflinePage() {
  const contact = companyContact(await readGlobal('site-settings'))
  const text = siteText().offline
  return (
    <SiteShell>
      <PageHeader title={text.heading} description={<OfflineIntro intro={text.intro} />}>
        <RetryButton />
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2">
        <section aria-labelledby="joindre">
          <h2 id="joindre" className="text-xl font-bold text-slate-900">
            {text.reachUs}
          </h2>
          <address className="mt-4 space-y-3 not-italic text-slate-700">
            <p>
              {text.byPhone}{' '}
              <a href={telHref(contact.phone)} className="font-semibold text-blue-800 underline">
                {contact.phone}
              </a>
            </p>
            <p>{text.address(contact.address)}</p>
            <p>{text.hours(contact.hours)}</p>
          </address>
          <p className="mt-4 text-slate-700">{text.whatsapp}</p>
          <div className="mt-3">
            <CompanyWhatsAppLink text={siteText().client.whatsapp.general} />
          </div>
        </section>
        <section aria-labelledby="gardees">
          <h2 id="gardees" className="mb-4 text-xl font-bold text-slate-900">
            {text.kept}
          </h2>
          <KeptPages />
        </section>
      </div>
    </SiteShell>
  )
}
