// features: site, equipment, departments
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { siteRedirectTable } from '@/platform/data/redirects'
import { slugsByLanguage } from '@/platform/data/itemSlugs'
import { databaseEngine } from '@/platform/runtime/environment'
import * as postgresSlugs from '@/migrations/postgres/20261128_092110_localized_slugs'
import * as sqliteSlugs from '@/migrations/sqlite/20261128_092104_localized_slugs'
import { sitemapEntries } from '@/features/site/sitemap'

import { api } from '../helpers/api'
import { sqlRows } from '../helpers/sqlRows'
import { testPayload } from '../helpers/payload'

/**
 * #45: each language has its address. An English slug is the editor's (typed, or made from the
 * English name), the French one serves where there is none; an address is one item's in every
 * language; the trash lets both go; the migration kept every French slug.
 */
let payload: Payload
const context = { disableRevalidate: true }
const made: { collection: 'equipment' | 'pages'; id: number }[] = []

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  for (const { collection, id } of made.splice(0).reverse())
    await payload.delete({ collection, id, trash: true, context })
  await payload.delete({ collection: 'redirects', where: { id: { exists: true } }, context })
})

async function machine(name: string) {
  const doc = await payload.create({
    collection: 'equipment',
    data: { name, category: 'BTP', price: 85_000, _status: 'published' } as never,
    context,
  })
  made.push({ collection: 'equipment', id: doc.id })
  return doc
}

/** A save in English (its name is required there as in French). */
const inEnglish = (id: number, data: Record<string, unknown>) =>
  payload.update({
    collection: 'equipment',
    id,
    locale: 'en',
    data: { name: 'English name', ...data },
    context,
  })

/** The field's message of a save refused by validation. */
const refusal = (save: Promise<unknown>) =>
  save.then(
    () => 'enregistré',
    (error: { data?: { errors?: { message: string }[] } }) => error.data?.errors?.[0]?.message,
  )

const slugIn = async (id: number, locale: 'fr' | 'en') =>
  (await payload.findByID({ collection: 'equipment', id, locale, depth: 0 })).slug

describe(`an address per language (${databaseEngine()})`, () => {
  it('an English slug typed in English is the English address; the French one stays', async () => {
    const doc = await machine('Pelle adresse bilingue')
    expect(doc.slug).toBe('pelle-adresse-bilingue')
    await inEnglish(doc.id, {
      name: 'Bilingual address excavator',
      slug: 'Bilingual Address Excavator',
    })
    expect(await slugIn(doc.id, 'fr')).toBe('pelle-adresse-bilingue')
    // slugified as the French one is
    expect(await slugIn(doc.id, 'en')).toBe('bilingual-address-excavator')
    expect((await slugsByLanguage(payload, 'equipment', [doc.id])).get(String(doc.id))).toEqual({
      fr: 'pelle-adresse-bilingue',
      en: 'bilingual-address-excavator',
    })

    // the /api: each language by its own address, and by the other's (the language switcher's)
    const english = await api<{ slug: string; name: string }>(
      'GET',
      '/equipment/slug/bilingual-address-excavator?locale=en',
    )
    expect(english.status).toBe(200)
    expect(english.body.data).toMatchObject({
      slug: 'bilingual-address-excavator',
      name: 'Bilingual address excavator',
    })
    const french = await api<{ slug: string; name: string }>(
      'GET',
      '/equipment/slug/pelle-adresse-bilingue',
    )
    expect(french.body.data).toMatchObject({
      slug: 'pelle-adresse-bilingue',
      name: 'Pelle adresse bilingue',
    })
    const crossed = await api<{ slug: string }>(
      'GET',
      '/equipment/slug/pelle-adresse-bilingue?locale=en',
    )
    expect(crossed.body.data?.slug).toBe('bilingual-address-excavator')
    expect((await api('GET', '/equipment/slug/bilingual-address-excavator-x')).status).toBe(404)
  })

  it('with no English slug, the English site reads the French one, and an English name moves nothing', async () => {
    const doc = await machine('Niveleuse sans adresse anglaise')
    await inEnglish(doc.id, { name: 'Grader without an English address' })
    expect(await slugIn(doc.id, 'en')).toBe('niveleuse-sans-adresse-anglaise')
    expect(await slugIn(doc.id, 'fr')).toBe('niveleuse-sans-adresse-anglaise')
    expect((await slugsByLanguage(payload, 'equipment', [doc.id])).get(String(doc.id))).toEqual({
      fr: 'niveleuse-sans-adresse-anglaise',
      en: 'niveleuse-sans-adresse-anglaise',
    })
    // a save of the English name alone keeps the English slug; emptied, the French one serves again
    await inEnglish(doc.id, { slug: 'grader-english' })
    await inEnglish(doc.id, { name: 'Grader renamed in English' })
    expect(await slugIn(doc.id, 'en')).toBe('grader-english')
    await inEnglish(doc.id, { slug: '' })
    expect(await slugIn(doc.id, 'en')).toBe('niveleuse-sans-adresse-anglaise')
  })

  it('an address is one item’s in every language: the other language’s is refused, in French', async () => {
    const first = await machine('Compacteur adresse unique')
    const second = await machine('Chargeuse adresse unique')
    await inEnglish(first.id, { slug: 'unique-address-compactor' })
    // an English slug that is another item's French one
    expect(await refusal(inEnglish(second.id, { slug: 'compacteur-adresse-unique' }))).toBe(
      'L’adresse « compacteur-adresse-unique » est déjà celle de « English name » : changez le nom ou le slug.',
    )
    // a French slug that is another item's English one
    expect(
      await refusal(
        payload.update({
          collection: 'equipment',
          id: second.id,
          data: { slug: 'unique-address-compactor' },
          context,
        }),
      ),
    ).toBe(
      'L’adresse « unique-address-compactor » est déjà celle de « Compacteur adresse unique » : changez le nom ou le slug.',
    )
    expect(await slugIn(second.id, 'fr')).toBe('chargeuse-adresse-unique')
    expect(await slugIn(second.id, 'en')).toBe('chargeuse-adresse-unique')
    // an item's own English slug may be its French one
    await inEnglish(second.id, { slug: 'chargeuse-adresse-unique' })
    expect(await slugIn(second.id, 'en')).toBe('chargeuse-adresse-unique')
  })

  it('in the trash, an item lets its French address go and keeps its English one, saying so', async () => {
    const doc = await machine('Tombereau corbeille bilingue')
    await inEnglish(doc.id, { slug: 'bilingual-trash-dumper' })
    await payload.update({
      collection: 'equipment',
      id: doc.id,
      data: { deletedAt: new Date().toISOString() },
      context,
    })
    expect(
      await sqlRows(
        payload,
        `SELECT "_locale", "slug" FROM "equipment_locales" WHERE "_parent_id" = ${doc.id} ORDER BY CAST("_locale" AS TEXT)`,
      ),
    ).toEqual([
      { _locale: 'en', slug: 'bilingual-trash-dumper' },
      { _locale: 'fr', slug: `tombereau-corbeille-bilingue-corbeille-${doc.id}` },
    ])
    // a new item may take the French address, not the English one: the editor is told where it is
    const taker = await machine('Tombereau corbeille bilingue')
    expect(taker.slug).toBe('tombereau-corbeille-bilingue')
    expect(await refusal(inEnglish(taker.id, { slug: 'bilingual-trash-dumper' }))).toBe(
      'L’adresse « bilingual-trash-dumper » est encore celle de « English name », dans la corbeille : changez son slug ou videz la corbeille.',
    )
    // restored: the French address taken meanwhile gives it the next one; the English is its own
    await payload.update({
      collection: 'equipment',
      id: doc.id,
      data: { deletedAt: null },
      trash: true,
      context,
    })
    expect(await slugIn(doc.id, 'fr')).toBe('tombereau-corbeille-bilingue-2')
    expect(await slugIn(doc.id, 'en')).toBe('bilingual-trash-dumper')
  })

  it('an English slug first typed leaves no redirect; an English rename leaves one from the former', async () => {
    const doc = await machine('Grue redirection anglaise')
    await inEnglish(doc.id, { slug: 'english-redirect-crane' })
    const table = async () =>
      Object.fromEntries(
        (await siteRedirectTable(payload)).map(({ from, to, status }) => [from, `${status} ${to}`]),
      )
    // the French address it read until then is still the French page's
    expect(await table()).not.toHaveProperty('/equipements/grue-redirection-anglaise')
    await inEnglish(doc.id, { slug: 'english-redirect-crane-2' })
    // the edge answers /en/equipment/english-redirect-crane from it (src/platform/frontServer/redirects.ts)
    expect(await table()).toMatchObject({
      '/equipements/english-redirect-crane': '301 /equipements/grue-redirection-anglaise',
    })
  })

  it('the sitemap lists each language’s address, each naming the other as its twin', () => {
    const entries = sitemapEntries(
      'https://bk.example',
      [],
      [
        {
          slug: 'pelle-plan',
          slugs: { fr: 'pelle-plan', en: 'map-excavator' },
          updatedAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    )
    const french = entries.find(({ url }) => url === 'https://bk.example/equipements/pelle-plan')
    const english = entries.find(
      ({ url }) => url === 'https://bk.example/en/equipment/map-excavator',
    )
    const twins = {
      fr: 'https://bk.example/equipements/pelle-plan',
      en: 'https://bk.example/en/equipment/map-excavator',
      'x-default': 'https://bk.example/equipements/pelle-plan',
    }
    expect(french?.alternates?.languages).toEqual(twins)
    expect(english?.alternates?.languages).toEqual(twins)
    expect(entries.some(({ url }) => url.endsWith('/en/equipment/pelle-plan'))).toBe(false)
  })

  it('the migration kept every French slug, and puts it back going down', async () => {
    const doc = await machine('Bulldozer migration adresse')
    await inEnglish(doc.id, { slug: 'address-migration-bulldozer' })
    const migration = databaseEngine() === 'postgres' ? postgresSlugs : sqliteSlugs
    const args = { db: payload.db.drizzle, payload, req: {} } as never
    await migration.down(args)
    try {
      expect(
        await sqlRows(payload, `SELECT "slug" FROM "equipment" WHERE "id" = ${doc.id}`),
      ).toEqual([{ slug: 'bulldozer-migration-adresse' }])
    } finally {
      await migration.up(args)
    }
    // the French address back in its language; the English one had nowhere to go down
    expect(
      await sqlRows(
        payload,
        `SELECT "_locale", "slug" FROM "equipment_locales" WHERE "_parent_id" = ${doc.id} ORDER BY CAST("_locale" AS TEXT)`,
      ),
    ).toEqual([
      { _locale: 'en', slug: null },
      { _locale: 'fr', slug: 'bulldozer-migration-adresse' },
    ])
    // every machine kept its French address
    const missing = await sqlRows(
      payload,
      `SELECT "id" FROM "equipment" WHERE NOT EXISTS (SELECT 1 FROM "equipment_locales" WHERE "_parent_id" = "equipment"."id" AND "_locale" = 'fr' AND "slug" IS NOT NULL)`,
    )
    expect(missing).toEqual([])
  })
})

/** A department made for `body`, gone after it. */
async function withDepartment(name: string, body: (id: number) => Promise<void>) {
  const department = await payload.create({
    collection: 'departments',
    data: { name, description: 'Essai.' } as never,
    context,
  })
  try {
    await body(department.id)
  } finally {
    await payload.delete({ collection: 'departments', id: department.id, trash: true, context })
  }
}

const departmentInEnglish = (id: number, data: Record<string, unknown>) =>
  payload.update({ collection: 'departments', id, locale: 'en', data, context })

describe(`a department’s address is shared (${databaseEngine()})`, () => {
  it('is the spec’s short id in both languages: an English save neither moves nor empties it', () =>
    withDepartment('Département adresse partagée', async (id) => {
      await departmentInEnglish(id, { name: 'Shared address department' })
      for (const locale of ['fr', 'en'] as const)
        expect((await payload.findByID({ collection: 'departments', id, locale })).slug).toBe(
          'departement-adresse-partagee',
        )
    }))

  it('moved to the trash while editing in English, lets its address go as in French', () =>
    withDepartment('Département corbeille anglaise', async (id) => {
      await departmentInEnglish(id, {
        name: 'English trash department',
        deletedAt: new Date().toISOString(),
      })
      const trashed = await payload.findByID({ collection: 'departments', id, trash: true })
      expect(trashed.slug).toBe(`departement-corbeille-anglaise-corbeille-${id}`)
    }))
})

describe(`a machine moved to the trash while editing in English (${databaseEngine()})`, () => {
  it('keeps its addresses: an English save writes no French one', async () => {
    const doc = await machine('Foreuse corbeille en anglais')
    await inEnglish(doc.id, { deletedAt: new Date().toISOString() })
    expect(
      await sqlRows(
        payload,
        `SELECT "_locale", "slug" FROM "equipment_locales" WHERE "_parent_id" = ${doc.id} ORDER BY CAST("_locale" AS TEXT)`,
      ),
    ).toEqual([
      { _locale: 'en', slug: null },
      { _locale: 'fr', slug: 'foreuse-corbeille-en-anglais' },
    ])
  })
})
