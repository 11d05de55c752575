import { isForRent, isForSale } from '@/lib/offers'
import { EQUIPMENT_SPEC_KEYS, type EquipmentSpecKey } from '@/lib/labels'
import { mediaPicture, mediaUrl, type Picture } from '@/lib/media'
import { CARD_PICTURE_SIZES } from '@/lib/pictures'
import type { Equipment } from '@/payload-types'

/** A machine as the site's cards, dialogs, catalogue and PDF show it. */
export type SiteEquipment = {
  id: string
  name: string
  slug: string
  description: string
  category: Equipment['category']
  /** Offered for rent at `price` per day, for sale at `salePrice`, or both. */
  forRent: boolean
  forSale: boolean
  /** The daily rental price; null when the machine is not for rent. */
  price: number | null
  /** The sale price; null when the machine is not for sale. */
  salePrice: number | null
  currency: string
  status: Equipment['status']
  available: number
  isFeatured: boolean
  isActive: boolean
  order: number
  images: { main: string | null; gallery: string[]; thumbnail: string | null }
  /** Only the specifications that have a value. */
  specifications: Partial<Record<EquipmentSpecKey, string | number>>
  tags: string[]
  location: string
  /**
   * The card's picture in Payload's webp sizes, when read on the server (a list the browser
   * fetches from /api/equipment has none: the card shows `images.main`).
   */
  card?: Picture | null
  createdAt: string
  updatedAt: string
}

export function toSiteEquipment(doc: Equipment): SiteEquipment {
  const specifications: SiteEquipment['specifications'] = {}
  for (const key of EQUIPMENT_SPEC_KEYS) {
    const value = doc.specifications?.[key]
    if (value !== null && value !== undefined && value !== '') specifications[key] = value
  }
  return {
    id: String(doc.id),
    name: doc.name,
    slug: doc.slug ?? '',
    description: doc.description ?? '',
    category: doc.category,
    forRent: isForRent(doc),
    forSale: isForSale(doc),
    price: isForRent(doc) ? (doc.price ?? null) : null,
    salePrice: isForSale(doc) ? (doc.salePrice ?? null) : null,
    currency: doc.currency ?? 'XOF',
    status: doc.status,
    available: doc.available ?? 0,
    isFeatured: doc.isFeatured ?? false,
    isActive: doc.isActive ?? true,
    order: doc.order ?? 0,
    images: {
      main: mediaUrl(doc.images?.main),
      gallery: (doc.images?.gallery ?? [])
        .map(mediaUrl)
        .filter((url): url is string => Boolean(url)),
      thumbnail: mediaUrl(doc.images?.thumbnail),
    },
    specifications,
    tags: doc.tags ?? [],
    location: doc.location ?? '',
    card: mediaPicture(doc.images?.main, CARD_PICTURE_SIZES),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }
}
