import { ArrowRight, MessageSquare } from 'lucide-react'
import type { Metadata } from 'next'

import { QuoteButton } from '@/features/quotes/QuoteButton.client'
import { FeatureList } from '@/features/departments/FeatureList'
import { SiteShell } from '@/features/site/SiteShell'
import { BackButton } from '@/ui/BackButton.client'
import { FallbackImage } from '@/ui/FallbackImage'
import { PageHeader } from '@/ui/PageHeader'
import { listActiveDepartments } from '@/features/departments/readers'
import { pageTitlesIn } from '@/i18n/site/pageTitles'
import { sitePageMetadata, sitePath, siteText } from '@/i18n/site'

export const generateMetadata = (): Metadata =>
  sitePageMetadata({
    title: pageTitlesIn(siteText())['/services'],
    description: siteText().services.description,
    path: '/services',
  })

/** 'Tous Nos Services': each sector with its picture, text and services. */
export default async function ServicesPage() {
  const departments = await listActiveDepartments().catch(() => null)
  const text = siteText()
  return (
    <SiteShell>
      <PageHeader title={text.services.heading} description={text.services.intro}>
        <BackButton className="mt-8 inline-flex items-center gap-2 rounded-lg border border-white/50 px-4 py-2 font-semibold hover:bg-white/10" />
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-14 sm:px-6">
        {departments === null && (
          <p role="alert" className="text-center font-medium text-red-700">
            {text.services.loadError}
          </p>
        )}
        {departments?.map((department, index) => (
          <article
            key={department.id}
            className="grid overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:grid-cols-2"
          >
            <FallbackImage
              src={department.image}
              fallback={department.fallbackImage}
              width={800}
              height={600}
              loading={index < 2 ? 'eager' : 'lazy'}
              className={`h-64 w-full object-cover md:h-full ${index % 2 ? 'md:order-2' : ''}`}
            />
            <div className="p-6 sm:p-10">
              <h2
                className="text-2xl font-extrabold"
                style={{ color: department.color ?? undefined }}
              >
                {department.name}
              </h2>
              <p className="mt-3 text-slate-700">{department.description}</p>
              <FeatureList features={department.features} className="mt-5 space-y-2" />
              <a
                href={sitePath(`/departement/${department.pathId}`)}
                aria-label={text.services.learnMoreAbout(department.name)}
                className="mt-6 inline-flex items-center gap-2 font-semibold text-blue-800 hover:underline"
              >
                {text.client.departments.learnMore}{' '}
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </a>
            </div>
          </article>
        ))}
        <div className="flex flex-wrap justify-center gap-4 rounded-2xl bg-slate-900 p-8 text-white">
          <QuoteButton
            prefill={{ subject: text.services.quoteSubject }}
            className="rounded-lg bg-amber-400 px-6 py-3 font-semibold text-slate-900 hover:bg-amber-300"
          >
            {text.services.askQuote}
          </QuoteButton>
          <a
            href={sitePath('/#contact')}
            className="inline-flex items-center gap-2 rounded-lg border border-white/60 px-6 py-3 font-semibold hover:bg-white/10"
          >
            <MessageSquare aria-hidden="true" className="h-4 w-4" /> {text.services.contactUs}
          </a>
        </div>
      </div>
    </SiteShell>
  )
}
