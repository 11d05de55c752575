// features: platform
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seedContent } from '@/seed'

import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const all = async <S extends 'departments' | 'equipment' | 'news'>(collection: S) =>
  (await payload.find({ collection, limit: 200, depth: 1, pagination: false })).docs

describe('seed of French demo content', () => {
  it('creates the 6 departments with their known slugs, images and homepage order', async () => {
    const departments = await all('departments')
    expect(departments.map((d) => d.slug).sort()).toEqual([
      'automobile',
      'btp-travaux-publics',
      'commerce-general',
      'electronique',
      'hydraulique',
      'location-vente-engins',
    ])
    for (const department of departments) {
      expect(department.features?.length).toBeGreaterThan(2)
      const main = department.images?.main
      expect(typeof main === 'object' && main?.mimeType).toBe('image/jpeg')
    }
    expect(departments.map((d) => d.homepageSettings?.homepageOrder)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('creates at least 12 equipment items over the 4 categories and every status', async () => {
    const equipment = await all('equipment')
    expect(equipment.length).toBeGreaterThanOrEqual(12)
    expect(new Set(equipment.map((e) => e.category))).toEqual(
      new Set(['BTP', 'ENGIN', 'VEHICULE', 'MATERIEL']),
    )
    expect(new Set(equipment.map((e) => e.status))).toEqual(
      new Set(['available', 'rented', 'maintenance', 'sold']),
    )
    expect(equipment.filter((e) => e.isFeatured).length).toBeGreaterThanOrEqual(3)
    expect(equipment.every((e) => e.currency === 'XOF' && e.slug)).toBe(true)
    // every rental has its daily price, every sale its price
    expect(equipment.every((e) => e.forRent === false || (e.price ?? 0) > 0)).toBe(true)
    expect(equipment.every((e) => !e.forSale || (e.salePrice ?? 0) > 0)).toBe(true)
  })

  it('includes the spec’s catalogue: four rentals from 20 000 to 35 000 FCFA/day, two vehicles for sale at 25 and 45 million FCFA', async () => {
    const equipment = await all('equipment')
    const rentals = equipment.filter(
      (e) => e.forRent !== false && (e.price ?? 0) >= 20_000 && (e.price ?? 0) <= 35_000,
    )
    expect(rentals.length).toBeGreaterThanOrEqual(4)
    const sales = equipment
      .filter((e) => e.category === 'VEHICULE' && e.forSale && e.forRent === false)
      .map((e) => e.salePrice)
      .sort()
    expect(sales).toEqual([25_000_000, 45_000_000])
  })

  it('creates enough published news for two listing pages of 12, over every category, newest first', async () => {
    const news = await all('news')
    const published = news.filter((n) => n.isPublished)
    expect(published.length).toBeGreaterThan(12)
    expect(new Set(published.map((n) => n.category))).toEqual(
      new Set(['ACTUALITE', 'PROJET', 'EVENEMENT', 'TECHNIQUE', 'GENERAL']),
    )
    expect(news.some((n) => !n.isPublished)).toBe(true)
    const dates = news.map((n) => Date.parse(n.createdAt))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(new Set(dates).size).toBe(dates.length)
    expect(news.every((n) => n.excerpt && n.excerpt.length > 20)).toBe(true)
  })

  it('stores generated images with their resized variants', async () => {
    const { docs } = await payload.find({
      collection: 'media',
      limit: 1,
      where: { filename: { equals: 'hydraulique.jpg' } },
    })
    expect(docs[0].sizes?.thumbnail?.mimeType).toBe('image/webp')
    expect(docs[0].sizes?.card?.width).toBe(800)
  })

  it('creates the demo accounts: an admin and a super-admin', async () => {
    const { docs } = await payload.find({
      collection: 'users',
      sort: 'email',
      where: { email: { in: ['admin@example.com', 'superadmin@example.com'] } },
    })
    expect(docs.map(({ email, role }) => `${email} ${role}`)).toEqual([
      'admin@example.com admin',
      'superadmin@example.com super-admin',
    ])
  })

  it('never seeds a database that already has content', async () => {
    const before = await payload.count({ collection: 'equipment' })
    expect((await seedContent(payload)).seeded).toBe(false)
    expect(await payload.count({ collection: 'equipment' })).toEqual(before)
  })
})
