import 'server-only'

import { mediaUrl } from '@/lib/media'
import { DEFAULT_CURRENCY } from '@/lib/constants'
import { equipmentCategoryFromParam } from '@/lib/labels'
import type { SectionEquipment } from '@/generated/payload-types'

import { listActiveEquipment } from '@/features/equipment/readers'
import { equipmentFacts, type SiteEquipment } from '@/features/equipment/shape'

type Featured = NonNullable<SectionEquipment['featuredEquipments']>[number]

const FEATURED_LOCATION = 'Niamey, Niger'
const SPEC_SLOTS = ['brand', 'model', 'power', 'capacity'] as const

/**
 * The homepage's featured items (free text in the equipment section) in the equipment shape,
 * as the spec derives them: price digits parsed from the text, XOF, available → 'available'
 * with 1 unit else 'rented' with 0, featured, specifications 1–4 as brand, model, power,
 * capacity, located in Niamey.
 */
function featuredToEquipment(item: Featured, index: number): SiteEquipment {
  const specifications: SiteEquipment['specifications'] = {}
  ;(item.specifications ?? []).slice(0, SPEC_SLOTS.length).forEach((value, slot) => {
    if (value) specifications[SPEC_SLOTS[slot]] = value
  })
  return {
    id: item.id ?? `featured-${index}`,
    name: item.name,
    slug: '',
    description: item.description,
    category: (equipmentCategoryFromParam(item.category) ??
      item.category) as SiteEquipment['category'],
    // the section's items are rentals, their price text « 85 000 FCFA/jour »
    forRent: true,
    forSale: false,
    price: Number(item.price.replace(/\D/g, '')) || 0,
    weeklyPrice: null,
    monthlyPrice: null,
    salePrice: null,
    currency: DEFAULT_CURRENCY,
    status: item.available ? 'available' : 'rented',
    available: item.available ? 1 : 0,
    isFeatured: true,
    isActive: true,
    order: index,
    images: {
      main: mediaUrl(item.image),
      thumbnail: mediaUrl(item.thumbnail),
      gallery: (item.gallery ?? []).map(mediaUrl).filter((url): url is string => Boolean(url)),
    },
    specifications,
    tags: [],
    ...equipmentFacts({ location: FEATURED_LOCATION }),
    createdAt: '',
    updatedAt: '',
  }
}

function featuredFromList(section: SectionEquipment, limit: number): SiteEquipment[] {
  return (section.featuredEquipments ?? [])
    .filter((item) => item.isActive !== false)
    .slice(0, limit)
    .map(featuredToEquipment)
}

const idOf = (machine: number | { id: number }) =>
  String(typeof machine === 'object' ? machine.id : machine)

/**
 * The home page's featured equipment (#41): by default the fleet's own records, so that a
 * machine's name, photo, category, status and price are the ones of /equipements — those the
 * section picked, in its order, else the machines marked « En vedette », in the fleet's order;
 * the spec's free-text list when the section is set to it.
 */
export async function homeFeaturedEquipment(
  section: SectionEquipment,
  limit: number,
): Promise<SiteEquipment[]> {
  if (section.featuredSource === 'list') return featuredFromList(section, limit)
  const fleet = await listActiveEquipment()
  const picked = (section.featuredMachines ?? []).map(idOf)
  if (!picked.length) return fleet.filter((machine) => machine.isFeatured).slice(0, limit)
  const byId = new Map(fleet.map((machine) => [machine.id, machine]))
  return picked
    .map((id) => byId.get(id))
    .filter((machine): machine is SiteEquipment => Boolean(machine))
    .slice(0, limit)
}
