import { ArrowLeft } from 'lucide-react'
import type { Metadata } from 'next'

import { DepartmentGrid } from '@/features/departments/DepartmentGrid.client'
import { SiteShell } from '@/features/site/SiteShell'
import { PageHeader } from '@/ui/PageHeader'
import { listActiveDepartments } from '@/features/departments/readers'
import { readGlobal } from '@/platform/data/globals'
import { companyContact } from '@/lib/company'
import { pageTitlesIn } from '@/i18n/site/pageTitles'
import { sitePageMetadata, sitePath, siteText } from '@/i18n/site'

export const generateMetadata = (): Metadata =>
  sitePageMetadata({
    title: pageTitlesIn(siteText())['/departements'],
    description: siteText().departments.description,
    path: '/departements',
  })

export default async function DepartmentsPage() {
  const [general, departments] = await Promise.all([
    readGlobal('site-settings'),
    listActiveDepartments().catch(() => null),
  ])
  const text = siteText()
  return (
    <SiteShell>
      <PageHeader title={text.departments.heading} description={text.departments.intro} />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        {departments === null ? (
          <p role="alert" className="text-center font-medium text-red-700">
            {text.departments.loadError}
          </p>
        ) : (
          <DepartmentGrid
            departments={departments}
            contact={companyContact(general)}
            headingLevel={2}
          />
        )}
        <p className="mt-12 text-center">
          <a
            href={sitePath('/')}
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-5 py-3 font-semibold hover:bg-slate-100"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {text.site.backHome}
          </a>
        </p>
      </div>
    </SiteShell>
  )
}
