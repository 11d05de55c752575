// features: platform
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

import { Equipment } from '@/features/equipment/config'
import { collectionBodySchemas, writeBodySchemas } from '@/platform/api/bodySchema'
import { NAME_MAX_LENGTH } from '@/lib/constants'
import { lexicalFromParagraphs } from '@/lib/lexical'

import { testPayload } from '../helpers/payload'

// issue 46: a field's rules live in its collection; the /api's write bodies are derived from it

const context = { disableRevalidate: true }
const machine = { name: 'Pelle', category: 'BTP' }
const accepts = (schema: z.ZodType, body: unknown) => schema.safeParse(body).success

describe('the write bodies derived from the collections', () => {
  const equipment = collectionBodySchemas('equipment', { optional: ['status'] })
  const departments = collectionBodySchemas('departments')
  const news = collectionBodySchemas('news')

  it('a machine: the collection’s lengths, bounds, whole numbers and options', () => {
    const { create, update } = equipment
    expect(accepts(create, machine)).toBe(true)
    expect(accepts(create, { ...machine, specifications: { year: 2100 } })).toBe(true)
    for (const refused of [
      { specifications: { year: 2101 } },
      { specifications: { year: 2020.5 } },
      { name: 'P'.repeat(NAME_MAX_LENGTH + 1) },
      { category: 'FUSEE' },
      { status: 'perdu' },
      { available: -1 },
      { available: 100_001 },
      { order: 1.5 },
      { price: 1e12 + 1 },
      { salePrice: 1e15 + 1 },
      { description: 'x'.repeat(5001) },
      { location: 'x'.repeat(201) },
      { specifications: { brand: 'x'.repeat(201) } },
      { tags: Array.from({ length: 51 }, (_, index) => `t${index}`) },
      { images: { gallery: Array.from({ length: 31 }, (_, index) => index + 1) } },
    ])
      expect(accepts(update, refused), JSON.stringify(refused).slice(0, 80)).toBe(false)
    // the required fields on a create only; the route itself fills the status
    expect(accepts(create, { name: 'Pelle' })).toBe(false)
    expect(accepts(update, { name: 'Pelle' })).toBe(true)
    // what the route does not take: Payload's draft status, the slug's hidden box
    expect(create.parse({ ...machine, _status: 'draft', generateSlug: false })).toEqual(machine)
    // the legacy forms: tags as comma-separated text, images by address or id, trimmed texts
    expect(
      update.parse({
        tags: 'a, b,,c',
        images: { main: '/media/a.jpg', gallery: [3] },
        name: ' X ',
      }),
    ).toEqual({ tags: ['a', 'b', 'c'], images: { main: '/media/a.jpg', gallery: [3] }, name: 'X' })
  })

  it('a department: its icons, home page settings and features', () => {
    const { create, update } = departments
    expect(accepts(create, { name: 'BTP', homepageSettings: { homepageOrder: 10_000 } })).toBe(true)
    expect(accepts(create, {})).toBe(false)
    for (const refused of [
      { icon: 'fusee' },
      { description: 'x'.repeat(5001) },
      { homepageSettings: { homepageOrder: 0 } },
      { homepageSettings: { homepageOrder: 10_001 } },
      { homepageSettings: { homepageOrder: 2.5 } },
      { homepageSettings: { homepageTitle: 'x'.repeat(301) } },
      { homepageSettings: { homepageDescription: 'x'.repeat(5001) } },
      { features: Array.from({ length: 51 }, (_, index) => `s${index}`) },
    ])
      expect(accepts(update, refused), JSON.stringify(refused).slice(0, 80)).toBe(false)
    // the home page's settings left empty (null) take their defaults
    expect(
      accepts(update, { homepageSettings: { showOnHomepage: null, homepageOrder: null } }),
    ).toBe(true)
  })

  it('an article: its categories and lengths', () => {
    const { update } = news
    const article = { title: 'Point', excerpt: 'Résumé', category: 'PROJET' }
    expect(accepts(update, article)).toBe(true)
    for (const refused of [
      { title: 'T'.repeat(NAME_MAX_LENGTH + 1) },
      { category: 'RUMEUR' },
      { excerpt: 'x'.repeat(2001) },
      { author: 'x'.repeat(201) },
    ])
      expect(accepts(update, { ...article, ...refused }), Object.keys(refused)[0]).toBe(false)
    // the hidden search text is the server's; rich text has no legacy form of its own (the route
    // takes HTML)
    expect(update.parse({ searchText: 'x', content: { root: {} } })).toEqual({})
  })

  it('a field added to a collection is accepted and checked with no change to /api', () => {
    const withHours = {
      ...Equipment,
      fields: [
        ...Equipment.fields,
        { name: 'hoursUsed', type: 'number' as const, min: 0, max: 100_000 },
        { name: 'plate', type: 'text' as const, required: true, maxLength: 12 },
      ],
    }
    const { create, update } = writeBodySchemas(withHours, { optional: ['status'] })
    expect(create.parse({ ...machine, plate: 'NE-1234', hoursUsed: 1200 })).toMatchObject({
      hoursUsed: 1200,
      plate: 'NE-1234',
    })
    expect(accepts(create, machine)).toBe(false)
    expect(accepts(update, { hoursUsed: 100_001 })).toBe(false)
    expect(accepts(update, { hoursUsed: -1 })).toBe(false)
    expect(accepts(update, { plate: 'x'.repeat(13) })).toBe(false)
    // the unchanged collection knows neither
    expect(equipment.update.parse({ hoursUsed: 5 })).toEqual({})
  })
})

describe('the rules moved into the collections hold in the admin too (Payload’s validation)', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await testPayload()
  })

  const content = lexicalFromParagraphs(['Texte'])
  it.each([
    ['equipment', 'description', { ...machine, price: 85000, description: 'x'.repeat(5001) }],
    ['equipment', 'available', { ...machine, price: 85000, available: 100_001 }],
    ['equipment', 'price', { ...machine, price: 1e12 + 1 }],
    [
      'equipment',
      'specifications.brand',
      { ...machine, price: 1, specifications: { brand: 'x'.repeat(201) } },
    ],
    [
      'departments',
      'homepageSettings.homepageTitle',
      { name: 'Long', homepageSettings: { homepageTitle: 'x'.repeat(301) } },
    ],
    [
      'departments',
      'homepageSettings.homepageOrder',
      { name: 'Loin', homepageSettings: { homepageOrder: 10_001 } },
    ],
    ['news', 'excerpt', { title: 'Long', category: 'PROJET', content, excerpt: 'x'.repeat(2001) }],
    ['news', 'author', { title: 'Long', category: 'PROJET', content, author: 'x'.repeat(201) }],
  ] as const)('%s: %s over its bound is refused', async (collection, path, data) => {
    await expect(
      payload.create({ collection, data: data as never, context }),
    ).rejects.toMatchObject({
      data: { errors: expect.arrayContaining([expect.objectContaining({ path })]) },
    })
  })
})
