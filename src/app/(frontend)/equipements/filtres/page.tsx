import { SiteShell } from '@/features/site/SiteShell'
import { EquipmentListing, equipmentListingMetadata } from '@/features/equipment/EquipmentListing'
import { equipmentCategoryFromParam } from '@/lib/labels'

export const generateMetadata = equipmentListingMetadata

type Props = { searchParams: Promise<{ category?: string | string[] }> }

/** `/equipements?category=…` (rewritten here): the list opened on one category tab. */
export default async function FilteredEquipmentPage({ searchParams }: Props) {
  const raw = (await searchParams).category
  return (
    <SiteShell>
      <EquipmentListing category={equipmentCategoryFromParam(Array.isArray(raw) ? raw[0] : raw)} />
    </SiteShell>
  )
}
