// features: equipment
import { describe, expect, it } from 'vitest'

import type { SiteEquipment } from '@/features/equipment/shape'
import { productJsonLd } from '@/features/equipment/productJsonLd'
import { dictionaries } from '@/i18n/site/dictionaries'

const excavator = {
  id: '1',
  name: 'Pelle hydraulique CAT 320',
  slug: 'pelle-hydraulique-cat-320',
  description: '',
  category: 'BTP',
  forRent: true,
  forSale: true,
  price: 95_000,
  salePrice: 60_000_000,
  status: 'available',
  images: { main: null, gallery: [] },
  specifications: { brand: 'Caterpillar' },
} as unknown as SiteEquipment

/** #59, point 6: a machine's structured data speaks its page's language, as its page does. */
describe('a machine as a schema.org Product', () => {
  it('names its category and offers in the page’s language', () => {
    for (const [locale, category, rent, sale] of [
      ['fr', 'BTP', 'Location', 'Vente'],
      ['en', 'Construction', 'Rental', 'Sale'],
    ] as const) {
      const url = `https://bk.ne${locale === 'en' ? '/en/equipment' : '/equipements'}/excavator`
      const ld = productJsonLd(excavator, url, 'BK', dictionaries[locale].client.labels)
      expect(ld.url).toBe(url)
      expect(ld.offers.every((offer) => offer.url === url)).toBe(true)
      expect(ld.category).toBe(category)
      expect(ld.offers.map((offer) => offer.name)).toEqual([rent, sale])
      expect(JSON.stringify(ld)).not.toContain('jour')
    }
  })
})
