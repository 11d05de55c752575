// features: equipment
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_ADMIN } from '@/platform/runtime/environment'

import { api, tokenFor } from '../helpers/api'
import { testPayload } from '../helpers/payload'

/**
 * Location & Vente: a machine is for rent (daily price), for sale (sale price) or both, at least
 * one; the /api contract carries the offers and filters on them.
 */
let payload: Payload
const context = { disableRevalidate: true }
const base = { category: 'MATERIEL' as const, status: 'available' as const }

const create = (data: Record<string, unknown>) =>
  payload.create({
    collection: 'equipment',
    data: { ...base, ...data } as never,
    overrideAccess: true,
    context,
  })
const refusal = async (data: Record<string, unknown>) =>
  create(data).then(
    () => 'accepté',
    (error: { data?: { errors?: { message: string }[] } }) =>
      (error.data?.errors ?? []).map(({ message }) => message).join(' | '),
  )

type Item = {
  _id: string
  name: string
  price: number | null
  forRent: boolean
  forSale: boolean
  salePrice: number | null
}

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  // the machines made here leave the catalogue the other suites count
  await payload.delete({
    collection: 'equipment',
    where: { name: { like: 'Offres —' } },
    overrideAccess: true,
    context,
  })
})

describe('offers in the data model', () => {
  it('needs at least one offer, and the price of each chosen one', async () => {
    expect(await refusal({ name: 'Sans offre', forRent: false, forSale: false })).toBe(
      'Choisissez au moins une offre : à louer ou à vendre.',
    )
    expect(await refusal({ name: 'Location sans prix', forRent: true })).toBe(
      'Indiquez le prix par jour de la location.',
    )
    expect(await refusal({ name: 'Vente sans prix', forRent: false, forSale: true })).toBe(
      'Indiquez le prix de vente.',
    )
    expect(
      await refusal({ name: 'Vente négative', forRent: false, forSale: true, salePrice: -5 }),
    ).not.toBe('accepté')
  })

  it('stores a sale, a rental (the default) and both', async () => {
    const sale = await create({
      name: 'Offres — vente',
      forRent: false,
      forSale: true,
      salePrice: 25_000_000,
    })
    expect(sale).toMatchObject({ forRent: false, forSale: true, salePrice: 25_000_000 })
    const rental = await create({ name: 'Offres — location', price: 30_000 })
    expect(rental).toMatchObject({ forRent: true, forSale: false, price: 30_000 })
    const both = await create({
      name: 'Offres — les deux',
      price: 50_000,
      forSale: true,
      salePrice: 9_000_000,
    })
    expect(both).toMatchObject({ forRent: true, forSale: true })
  })
})

describe('the admin API', () => {
  it('creates a machine for sale only, and refuses a rental without its daily price in French', async () => {
    const token = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
    const sale = await api<Item>('POST', '/admin/equipment', {
      token,
      body: {
        name: 'Offres — vente admin',
        category: 'MATERIEL',
        forRent: false,
        forSale: true,
        salePrice: 3_000_000,
      },
    })
    expect(sale.status).toBe(201)
    expect(sale.body.data).toMatchObject({
      forRent: false,
      forSale: true,
      price: null,
      salePrice: 3_000_000,
    })
    const rental = await api('POST', '/admin/equipment', {
      token,
      body: { name: 'Offres — location sans prix', category: 'MATERIEL' },
    })
    expect(rental.status).toBe(400)
    expect(rental.text).toContain('Indiquez le prix par jour de la location.')
  })
})

describe('GET /api/equipment', () => {
  it('gives every item its offers; `offer=sale` and `offer=rent` filter on them', async () => {
    const all = (await api<Item[]>('GET', '/equipment?limit=100')).body.data!
    for (const item of all) {
      expect(typeof item.forRent).toBe('boolean')
      expect(typeof item.forSale).toBe('boolean')
      expect(item.price === null || typeof item.price === 'number').toBe(true)
    }
    expect(all.find((item) => item.name === 'Offres — vente')).toMatchObject({
      forRent: false,
      forSale: true,
      price: null,
      salePrice: 25_000_000,
    })
    expect(all.find((item) => item.name === 'Offres — location')).toMatchObject({
      price: 30_000,
      salePrice: null,
    })

    const sales = (await api<Item[]>('GET', '/equipment?offer=sale&limit=100')).body.data!
    expect(sales.length).toBeGreaterThan(0)
    expect(sales.every((item) => item.forSale)).toBe(true)
    expect(sales.map((item) => item.name)).toEqual(
      expect.arrayContaining(['Offres — vente', 'Offres — les deux']),
    )
    const rentals = (await api<Item[]>('GET', '/equipment?offer=rent&limit=100')).body.data!
    expect(rentals.every((item) => item.forRent)).toBe(true)
    expect(rentals.map((item) => item.name)).not.toContain('Offres — vente')
    expect(rentals.length + sales.length).toBeGreaterThanOrEqual(all.length)

    const wrong = await api('GET', '/equipment?offer=troc')
    expect(wrong.status).toBe(400)
  })

  it('describes the offers in the OpenAPI document', async () => {
    const { body } = await api('GET', '/openapi.json')
    const list = (body as unknown as { paths: Record<string, Record<string, unknown>> }).paths[
      '/api/equipment'
    ]?.get as { summary: string; parameters: { name: string; schema: { enum?: string[] } }[] }
    expect(list.parameters.find(({ name }) => name === 'offer')?.schema.enum).toEqual([
      'rent',
      'sale',
    ])
    expect(list.summary).toContain('salePrice')
  })
})
