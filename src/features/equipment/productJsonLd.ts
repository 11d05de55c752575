import 'server-only'

import type { SiteEquipment } from './shape'
import type { ClientText } from '@/i18n/site/fr'

const AVAILABILITY: Record<SiteEquipment['status'], string> = {
  available: 'https://schema.org/InStock',
  rented: 'https://schema.org/OutOfStock',
  maintenance: 'https://schema.org/OutOfStock',
  sold: 'https://schema.org/SoldOut',
}

/**
 * A machine as a schema.org Product for search engines: an Offer per offer, in XOF; the rental
 * one priced per day (UnitPriceSpecification, unit code DAY); its address (`url`: the page's
 * canonical), category and offers in the page's language (`labels`: the page's dictionary).
 */
export function productJsonLd(
  equipment: SiteEquipment,
  url: string,
  companyName: string,
  labels: ClientText['labels'],
) {
  const baseUrl = new URL(url).origin
  const image = [equipment.images.main, ...equipment.images.gallery]
    .filter((src): src is string => Boolean(src))
    .map((src) => (src.startsWith('http') ? src : `${baseUrl}${src}`))
  const common = {
    '@type': 'Offer',
    url,
    priceCurrency: 'XOF',
    availability: AVAILABILITY[equipment.status] ?? 'https://schema.org/OutOfStock',
    seller: { '@type': 'Organization', name: companyName },
  }
  const offers = [
    ...(equipment.forRent && equipment.price !== null
      ? [
          {
            ...common,
            name: labels.equipmentOffers.rent,
            price: equipment.price,
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: equipment.price,
              priceCurrency: 'XOF',
              unitCode: 'DAY',
            },
          },
        ]
      : []),
    ...(equipment.forSale && equipment.salePrice !== null
      ? [{ ...common, name: labels.equipmentOffers.sale, price: equipment.salePrice }]
      : []),
  ]
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: equipment.name,
    description: equipment.description || undefined,
    url,
    image: image.length ? image : undefined,
    category: labels.equipmentCategories[equipment.category] ?? equipment.category,
    brand: equipment.specifications.brand
      ? { '@type': 'Brand', name: String(equipment.specifications.brand) }
      : undefined,
    model: equipment.specifications.model ? String(equipment.specifications.model) : undefined,
    offers,
  }
}
