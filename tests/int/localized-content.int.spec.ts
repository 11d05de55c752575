// features: site, equipment, news, pages
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lexicalFromParagraphs } from '@/lib/lexical'
import { databaseEngine } from '@/platform/runtime/environment'
import type { Page } from '@/generated/payload-types'

import { api } from '../helpers/api'
import { withoutLocalizedContent } from '../helpers/localizedContentMigration'
import { testPayload } from '../helpers/payload'

/**
 * #45: what visitors read is localized in Payload. English beside French, a field left empty in
 * English reads as its French, the address stays the French one, and the migration that moved
 * the columns kept every French value where it was.
 */
let payload: Payload
const context = { disableRevalidate: true }
const made: { collection: 'equipment' | 'pages' | 'departments' | 'news'; id: number }[] = []

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  for (const { collection, id } of made.splice(0))
    await payload.delete({ collection, id, trash: true, context })
})

const paragraph = (text: string) => lexicalFromParagraphs([text])

async function machine(name: string) {
  const doc = await payload.create({
    collection: 'equipment',
    data: {
      name,
      description: 'Pelle sur chenilles pour terrassements.',
      tags: ['Chenilles', 'Godet 1 m³'],
      price: 85_000,
      _status: 'published',
    } as never,
    context,
  })
  made.push({ collection: 'equipment', id: doc.id })
  return doc
}

describe(`English beside French (${databaseEngine()})`, () => {
  it('an English name, description and words leave the French as they were', async () => {
    const doc = await machine('Pelle hydraulique bilingue')
    await payload.update({
      collection: 'equipment',
      id: doc.id,
      locale: 'en',
      data: {
        name: 'Bilingual hydraulic excavator',
        description: 'Tracked excavator for earthworks.',
        tags: ['Tracks', '1 m³ bucket'],
      },
      context,
    })
    const french = await payload.findByID({ collection: 'equipment', id: doc.id })
    expect(french).toMatchObject({
      name: 'Pelle hydraulique bilingue',
      description: 'Pelle sur chenilles pour terrassements.',
      tags: ['Chenilles', 'Godet 1 m³'],
      slug: doc.slug,
      price: 85_000,
    })
    const english = await payload.findByID({ collection: 'equipment', id: doc.id, locale: 'en' })
    expect(english).toMatchObject({
      name: 'Bilingual hydraulic excavator',
      description: 'Tracked excavator for earthworks.',
      tags: ['Tracks', '1 m³ bucket'],
      // shared by every language
      slug: doc.slug,
      price: 85_000,
    })
  })

  it('a field left empty in English reads as its French; no English at all reads all French', async () => {
    const untranslated = await machine('Niveleuse sans traduction')
    const english = await payload.findByID({
      collection: 'equipment',
      id: untranslated.id,
      locale: 'en',
    })
    expect(english).toMatchObject({
      name: 'Niveleuse sans traduction',
      description: 'Pelle sur chenilles pour terrassements.',
      tags: ['Chenilles', 'Godet 1 m³'],
    })

    const half = await machine('Compacteur à moitié traduit')
    await payload.update({
      collection: 'equipment',
      id: half.id,
      locale: 'en',
      data: { name: 'Half-translated compactor' },
      context,
    })
    expect(
      await payload.findByID({ collection: 'equipment', id: half.id, locale: 'en' }),
    ).toMatchObject({
      name: 'Half-translated compactor',
      description: 'Pelle sur chenilles pour terrassements.',
    })
    // the admin edits English as it is, empty where nothing is written
    expect(
      await payload.findByID({
        collection: 'equipment',
        id: half.id,
        locale: 'en',
        fallbackLocale: false,
      }),
    ).toMatchObject({ name: 'Half-translated compactor', description: null })
  })

  it('an English title never moves the French address, and leaves no redirect', async () => {
    // a page (autosave) keeps making its slug from its title while it is young
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Nos engagements bilingues',
        layout: [{ blockType: 'content', text: paragraph('Le texte.') }] as Page['layout'],
        _status: 'published',
      },
      context,
    })
    made.push({ collection: 'pages', id: page.id })
    expect(page.slug).toBe('nos-engagements-bilingues')
    const english = await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: {
        title: 'Our bilingual commitments',
        layout: [{ blockType: 'content', text: paragraph('The text.') }] as Page['layout'],
        _status: 'published',
      },
      context,
    })
    expect(english.slug).toBe('nos-engagements-bilingues')
    const redirects = await payload.count({
      collection: 'redirects',
      where: { from: { contains: 'nos-engagements-bilingues' } },
    })
    expect(redirects.totalDocs).toBe(0)

    // each language has its own blocks
    const french = await payload.findByID({ collection: 'pages', id: page.id })
    expect(french.title).toBe('Nos engagements bilingues')
    expect(JSON.stringify(french.layout)).toContain('Le texte.')
    const read = await payload.findByID({ collection: 'pages', id: page.id, locale: 'en' })
    expect(JSON.stringify(read.layout)).toContain('The text.')
    expect(JSON.stringify(read.layout)).not.toContain('Le texte.')
  })
})

/** Everything of the five collections as French reads it, published and latest drafts. */
async function frenchContent() {
  const all: Record<string, unknown> = {}
  for (const collection of [
    'equipment',
    'departments',
    'news',
    'pages',
    'projects',
  ] as CollectionSlug[]) {
    for (const draft of [false, true]) {
      const { docs } = await payload.find({
        collection,
        draft,
        trash: true,
        pagination: false,
        depth: 0,
        sort: 'id',
        locale: 'fr',
      })
      all[`${collection}${draft ? ' (brouillons)' : ''}`] = docs
    }
  }
  return all
}

describe(`migration localized_content (${databaseEngine()})`, () => {
  it('keeps every French value where it is: texts, words, blocks and their pictures, versions', async () => {
    const { docs: media } = await payload.find({ collection: 'media', limit: 2, depth: 0 })
    const { docs: equipment } = await payload.find({ collection: 'equipment', limit: 2, depth: 0 })
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Page avant les langues',
        intro: 'Une introduction.',
        meta: { title: 'Titre SEO', description: 'Description SEO' },
        layout: [
          { blockType: 'content', text: paragraph('Un paragraphe.') },
          { blockType: 'gallery', title: 'Galerie', images: media.map((m) => m.id) },
          {
            blockType: 'cards',
            title: 'Engins',
            kind: 'equipment',
            equipment: equipment.map((e) => e.id),
          },
          {
            blockType: 'faq',
            title: 'Questions',
            items: [{ question: 'Livrez-vous ?', answer: 'Oui, partout au Niger.' }],
          },
        ] as unknown as Page['layout'],
        _status: 'published',
      },
      context,
    })
    made.push({ collection: 'pages', id: page.id })
    // a draft over the published page: the versions keep their French too
    await payload.update({
      collection: 'pages',
      id: page.id,
      draft: true,
      data: { title: 'Page avant les langues (brouillon)', _status: 'draft' },
      context,
    })
    // a column of a migration committed after the localization's (the hour meter) keeps its value
    await payload.update({
      collection: 'equipment',
      id: equipment[0]!.id,
      data: { specifications: { ...equipment[0]!.specifications, hours: '1 200 h' } },
      context,
    })
    const before = await frenchContent()
    expect(JSON.stringify(before)).toContain('Oui, partout au Niger.')
    expect(JSON.stringify(before)).toContain('1 200 h')
    await withoutLocalizedContent(payload, async () => {
      // back on the schema without languages, every value is in its column again
      const engine = payload.db as unknown as {
        execute: (args: unknown) => Promise<{ rows?: unknown[] } | unknown[]>
      }
      const result = await engine.execute({
        drizzle: payload.db.drizzle,
        raw: `SELECT "title" FROM "pages" WHERE "id" = ${page.id}`,
      })
      const rows = Array.isArray(result) ? result : (result.rows ?? [])
      expect(rows).toEqual([{ title: 'Page avant les langues' }])
    })
    expect(await frenchContent()).toEqual(before)
  })
})

describe(`the /api in English: ?locale=en (${databaseEngine()})`, () => {
  type Doc = Record<string, unknown>
  it('answers a machine’s English in the same shape, French without it, French where English is empty', async () => {
    const doc = await machine('Chargeuse pour l’API')
    await payload.update({
      collection: 'equipment',
      id: doc.id,
      locale: 'en',
      data: { name: 'Loader for the API', tags: ['Bucket'] },
      context,
    })
    const french = await api<Doc>('GET', `/equipment/${doc.id}`)
    const english = await api<Doc>('GET', `/equipment/${doc.id}?locale=en`)
    expect(french.status).toBe(200)
    expect(english.status).toBe(200)
    expect(Object.keys(english.body.data!).sort()).toEqual(Object.keys(french.body.data!).sort())
    expect(french.body.data).toMatchObject({ name: 'Chargeuse pour l’API' })
    expect(english.body.data).toMatchObject({
      name: 'Loader for the API',
      // not written in English: the French
      description: 'Pelle sur chenilles pour terrassements.',
      slug: doc.slug,
    })
    expect(JSON.stringify(english.body.data)).toContain('Bucket')
    // the lists too, and the search looks in English
    const list = await api<Doc[]>('GET', '/equipment?locale=en&search=loader&limit=50')
    const names = list.body.data?.map((item) => item.name)
    // the seed's English loaders too (src/seed/english.ts), never a French name
    expect(names).toContain('Loader for the API')
    expect(names).not.toContain('Chargeuse pour l’API')
    const bySlug = await api<Doc>('GET', `/equipment/slug/${doc.slug}?locale=en`)
    expect(bySlug.body.data).toMatchObject({ name: 'Loader for the API' })
  })

  it('answers departments and articles in the asked language: the same items and shapes, the seed’s English words', async () => {
    for (const path of ['/departments/all', '/news?limit=3']) {
      const french = (await api<Doc[]>('GET', path)).body.data ?? []
      const english = await api<Doc[]>('GET', `${path}${path.includes('?') ? '&' : '?'}locale=en`)
      expect(english.status, path).toBe(200)
      const englishItems = english.body.data ?? []
      expect(englishItems.map((item) => item.id)).toEqual(french.map((item) => item.id))
      expect(french.length).toBeGreaterThan(0)
      englishItems.forEach((item, index) => {
        const twin = french[index]!
        expect(Object.keys(item).sort()).toEqual(Object.keys(twin).sort())
        // every seeded department and article has its English (src/seed/english.ts)
        expect(item.name ?? item.title).not.toEqual(twin.name ?? twin.title)
      })
    }
  })

  it('finds articles by their English words, and by their French ones where no English was written', async () => {
    const article = async (title: string) => {
      const doc = await payload.create({
        collection: 'news',
        data: {
          title,
          excerpt: `${title} : résumé`,
          content: paragraph(title),
          _status: 'published',
        } as never,
        context,
      })
      made.push({ collection: 'news', id: doc.id })
      return doc
    }
    const frenchOnly = await article('Pluviométrie du fleuve Niger')
    const translated = await article('Hydrogéologie des forages profonds')
    await payload.update({
      collection: 'news',
      id: translated.id,
      locale: 'en',
      data: {
        title: 'Deep borehole groundwater survey',
        excerpt: 'Deep borehole groundwater survey: summary',
        content: paragraph('Deep borehole groundwater survey'),
      },
      context,
    })
    const found = async (search: string, locale = 'en') => {
      const answer = await api<Doc[]>(
        'GET',
        `/news?search=${encodeURIComponent(search)}&locale=${locale}`,
      )
      expect(answer.status, answer.text).toBe(200)
      return (answer.body.data ?? []).map((item) => Number(item._id))
    }
    // never written in English: its French words find it, and it reads in French
    expect(await found('pluviometrie')).toEqual([frenchOnly.id])
    // written in English: its English words find it, its French ones no longer do there
    expect(await found('groundwater')).toEqual([translated.id])
    expect(await found('hydrogéologie')).toEqual([])
    // the French site searches the French
    expect(await found('hydrogéologie', 'fr')).toEqual([translated.id])
    expect(await found('groundwater', 'fr')).toEqual([])
  })

  it('refuses a language the site does not have, in French (400)', async () => {
    for (const path of [
      '/equipment?locale=de',
      '/departments/all?locale=xx',
      '/news/1?locale=EN',
    ]) {
      const answer = await api('GET', path)
      expect(answer.status, path).toBe(400)
      expect(answer.body.message, path).toMatch(/^Données invalides\./)
    }
  })

  it('is documented on each localized read of the OpenAPI document', async () => {
    const document = (await api('GET', '/openapi.json')).body as unknown as {
      paths: Record<
        string,
        { get?: { parameters?: { name: string; schema?: { enum?: string[] } }[] } }
      >
    }
    for (const path of [
      '/equipment',
      '/equipment/{id}',
      '/departments/all',
      '/news',
      '/news/{id}',
      '/homepage/settings',
      '/topbar/settings',
    ]) {
      const parameter = document.paths[`/api${path}`]?.get?.parameters?.find(
        ({ name }) => name === 'locale',
      )
      expect(parameter?.schema?.enum, path).toEqual(['fr', 'en'])
    }
  })
})
