import { SiteShell } from '@/features/site/SiteShell'
import { EquipmentListing, equipmentListingMetadata } from '@/features/equipment/EquipmentListing'

export const generateMetadata = equipmentListingMetadata

/**
 * The whole list, rendered once and kept until an equipment save revalidates it; addresses with
 * `?category=` are rewritten to the dynamic `filtres` twin (next.config.mjs).
 */
export default function EquipmentPage() {
  return (
    <SiteShell>
      <EquipmentListing category={null} />
    </SiteShell>
  )
}
