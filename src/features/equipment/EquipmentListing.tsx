import type { Metadata } from 'next'

import { EquipmentBrowser } from './EquipmentBrowser.client'
import { PageHeader } from '@/ui/PageHeader'
import { listActiveEquipment } from './readers'
import { readGlobal } from '@/platform/data/globals'
import { companyContact } from '@/lib/company'
import type { EquipmentCategory } from '@/lib/labels'
import { pageTitlesIn } from '@/i18n/site/pageTitles'
import { sitePageMetadata, siteText } from '@/i18n/site'

export const equipmentListingMetadata = (): Metadata =>
  sitePageMetadata({
    title: pageTitlesIn(siteText())['/equipements'],
    description: siteText().equipment.description,
    path: '/equipements',
  })

/** Every active equipment, by category tab; the first render already honours the category. */
export async function EquipmentListing({ category }: { category: EquipmentCategory | null }) {
  const [general, items] = await Promise.all([
    readGlobal('site-settings'),
    listActiveEquipment().catch(() => null),
  ])
  const initialItems =
    items && (category ? items.filter((item) => item.category === category) : items)
  const text = siteText().equipment
  return (
    <>
      <PageHeader badge={text.badge} title={text.heading} description={text.intro} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <EquipmentBrowser
          key={category ?? 'all'}
          initialCategory={category}
          initialItems={initialItems}
          phone={companyContact(general).phone}
        />
      </div>
    </>
  )
}
