import { EQUIPMENT_SPEC_KEYS, type EquipmentSpecKey } from '@/lib/labels'
import type { Equipment } from '@/payload-types'

import { mediaUrl } from '@/lib/media'

export function toLegacyEquipment(doc: Equipment) {
  const specifications: Partial<Record<EquipmentSpecKey, string | number>> = {}
  for (const key of EQUIPMENT_SPEC_KEYS) {
    const value = doc.specifications?.[key]
    if (value !== null && value !== undefined && value !== '') specifications[key] = value
  }
  return {
    _id: String(doc.id),
    name: doc.name,
    slug: doc.slug ?? '',
    description: doc.description ?? '',
    category: doc.category,
    price: doc.price,
    currency: doc.currency ?? 'XOF',
    status: doc.status,
    available: doc.available ?? 0,
    isFeatured: doc.isFeatured ?? false,
    isActive: doc.isActive ?? true,
    order: doc.order ?? 0,
    images: {
      main: mediaUrl(doc.images?.main),
      gallery: (doc.images?.gallery ?? []).map(mediaUrl).filter((url): url is string => Boolean(url)),
      thumbnail: mediaUrl(doc.images?.thumbnail),
    },
    specifications,
    tags: doc.tags ?? [],
    location: doc.location ?? '',
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }
}
