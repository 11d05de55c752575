import type { Metadata } from 'next'

import { EquipmentBrowser } from '@/components/Equipment/EquipmentBrowser.client'
import { SiteShell } from '@/components/SiteShell'
import { PageHeader } from '@/components/ui/PageHeader'
import { listActiveEquipment } from '@/data/equipment'
import { readGlobal } from '@/data/globals'
import { companyContact } from '@/lib/company'
import type { EquipmentCategory } from '@/lib/labels'
import { PAGE_TITLES } from '@/lib/pageTitles'
import { pageMetadata } from '@/lib/seo'

export const equipmentListingMetadata: Metadata = pageMetadata({
  title: PAGE_TITLES['/equipements'],
  description:
    'Engins BTP, véhicules, engins de levage et matériel à louer ou à acheter au Niger, avec prix à la journée.',
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
  return (
    <SiteShell>
      <PageHeader
        badge="Location & Vente"
        title="Nos équipements"
        description="Des engins et véhicules entretenus, disponibles à la location à la journée, à la semaine ou au mois, et à la vente."
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <EquipmentBrowser
          key={category ?? 'all'}
          initialCategory={category}
          initialItems={initialItems}
          phone={companyContact(general).phone}
        />
      </div>
    </SiteShell>
  )
}
