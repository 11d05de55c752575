import 'server-only'

import { z } from 'zod'

import { isForRent, isForSale } from '@/lib/offers'
import {
  EQUIPMENT_CATEGORIES,
  EQUIPMENT_FACT_KEYS,
  EQUIPMENT_SPEC_KEYS,
  EQUIPMENT_STATUSES,
  type EquipmentFactKey,
} from '@/lib/labels'
import { mediaPicture, mediaUrl, type MediaUrlOf, type Picture } from '@/lib/media'
import { CARD_PICTURE_SIZES } from '@/lib/pictures'
import { itemSeo, type ItemSeo } from '@/lib/seo'
import type { Equipment } from '@/generated/payload-types'

const url = z.string().nullable()

/** The machine's facts (`EQUIPMENT_FACT_KEYS`), each its text, '' when the team left it empty. */
const factSchemas = Object.fromEntries(
  EQUIPMENT_FACT_KEYS.map((key) => [key, z.string()]),
) as Record<EquipmentFactKey, z.ZodString>

/**
 * Every fact of a machine, '' where `doc` has none. A fact's field must be text: a collection field
 * of another type listed there fails the type check here.
 */
export function equipmentFacts(doc: { [Key in EquipmentFactKey]?: string | null }): Record<
  EquipmentFactKey,
  string
> {
  return Object.fromEntries(EQUIPMENT_FACT_KEYS.map((key) => [key, doc[key] ?? ''])) as Record<
    EquipmentFactKey,
    string
  >
}

/**
 * A machine as the site's cards, dialogs, catalogue and PDF show it, and (less its card, `id` as
 * `_id`) as /api/equipment answers it: the OpenAPI document describes it from this schema.
 */
export const siteEquipmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  category: z.enum(EQUIPMENT_CATEGORIES),
  /** Offered for rent at `price` per day, for sale at `salePrice`, or both. */
  forRent: z.boolean(),
  forSale: z.boolean(),
  /** The daily rental price; null when the machine is not for rent. */
  price: z.number().nullable(),
  /** A week's and a month's rental where the team set one (else that many days, rentalRates.ts). */
  weeklyPrice: z.number().nullable(),
  monthlyPrice: z.number().nullable(),
  /** The sale price; null when the machine is not for sale. */
  salePrice: z.number().nullable(),
  currency: z.string(),
  status: z.enum(EQUIPMENT_STATUSES),
  available: z.number(),
  isFeatured: z.boolean(),
  isActive: z.boolean(),
  order: z.number(),
  images: z.object({ main: url, gallery: z.array(z.string()), thumbnail: url }),
  /** Only the specifications that have a value. */
  specifications: z.partialRecord(z.enum(EQUIPMENT_SPEC_KEYS), z.union([z.string(), z.number()])),
  tags: z.array(z.string()),
  ...factSchemas,
  createdAt: z.string(),
  updatedAt: z.string(),
})

export type SiteEquipment = z.infer<typeof siteEquipmentSchema> & {
  /**
   * The card's picture in Payload's webp sizes, when read on the server (a list the browser
   * fetches from /api/equipment has none: the card shows `images.main`).
   */
  card?: Picture | null
  /** Its « SEO » fields, for its page's head (read on the server only, like the card). */
  seo?: ItemSeo
}

/** `urlOf` gives its pictures' addresses: the site's (versioned) unless /api asks for the stored ones. */
export function toSiteEquipment(doc: Equipment, urlOf: MediaUrlOf = mediaUrl): SiteEquipment {
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
    weeklyPrice: isForRent(doc) ? (doc.weeklyPrice ?? null) : null,
    monthlyPrice: isForRent(doc) ? (doc.monthlyPrice ?? null) : null,
    salePrice: isForSale(doc) ? (doc.salePrice ?? null) : null,
    currency: doc.currency ?? 'XOF',
    status: doc.status,
    available: doc.available ?? 0,
    isFeatured: doc.isFeatured ?? false,
    isActive: doc.isActive ?? true,
    order: doc.order ?? 0,
    images: {
      main: urlOf(doc.images?.main),
      gallery: (doc.images?.gallery ?? []).map(urlOf).filter((url): url is string => Boolean(url)),
      thumbnail: urlOf(doc.images?.thumbnail),
    },
    specifications,
    tags: doc.tags ?? [],
    ...equipmentFacts(doc),
    card: mediaPicture(doc.images?.main, CARD_PICTURE_SIZES),
    seo: itemSeo(doc.meta),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }
}
