import type { Metadata } from 'next'

import { CatalogueBrowser } from '@/features/equipment/CatalogueBrowser.client'
import { SiteShell } from '@/features/site/SiteShell'
import { PageHeader } from '@/ui/PageHeader'
import { listActiveEquipment } from '@/features/equipment/readers'
import { readGlobal } from '@/platform/data/globals'
import { sitePageMetadata, siteText } from '@/i18n/site'
import { companyContact } from '@/lib/company'

export const generateMetadata = (): Metadata =>
  sitePageMetadata({
    title: siteText().catalogue.title,
    description: siteText().catalogue.description,
    path: '/catalogue',
  })

export default async function CataloguePage() {
  const [general, items] = await Promise.all([
    readGlobal('site-settings'),
    listActiveEquipment().catch(() => null),
  ])
  const text = siteText()
  return (
    <SiteShell>
      <PageHeader
        badge={text.catalogue.badge}
        title={text.catalogue.title}
        description={text.catalogue.intro}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        {items === null ? (
          <p role="alert" className="text-center font-medium text-red-700">
            {text.client.equipment.loadError}
          </p>
        ) : (
          <CatalogueBrowser items={items} phone={companyContact(general).phone} />
        )}
      </div>
    </SiteShell>
  )
}
