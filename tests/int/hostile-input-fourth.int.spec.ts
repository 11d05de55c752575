// features: platform
import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Field, Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dispatch } from '@/app/(api)/api/routes'
import { lexicalFromParagraphs } from '@/lib/lexical'
import { wrongTypes } from '@/platform/plugins/fieldTypes'
import {
  databaseEngine,
  DEMO_ADMIN,
  DEMO_SUPER_ADMIN,
  MEDIA_DIR,
} from '@/platform/runtime/environment'
import { TRASHED_FILES_FOLDER } from '@/platform/services/trash/trashedFiles'

import { api } from '../helpers/api'
import { cms } from '../helpers/cms'
import { testPayload } from '../helpers/payload'

/**
 * The fourth hostile round (#58), the part that needs a database: drafts read by a visitor,
 * wrong JSON types and unbounded numbers through Payload's REST API, wildcards in searches.
 */
let payload: Payload
let adminToken: string
const stamp = Date.now()
const context = { disableRevalidate: true }
const made: { collection: 'news' | 'equipment' | 'departments'; id: number }[] = []

beforeAll(async () => {
  payload = await testPayload()
  adminToken = (await payload.login({ collection: 'users', data: DEMO_ADMIN })).token!
})

afterAll(async () => {
  for (const { collection, id } of made.splice(0))
    await payload.delete({ collection, id, overrideAccess: true, context }).catch(() => undefined)
})

describe(`a pending draft is the editors’ only (${databaseEngine()})`, () => {
  const secret = `Brouillon secret ${stamp}`

  async function withDraft(collection: 'news' | 'equipment' | 'departments') {
    const published = {
      news: {
        title: `Article publié ${stamp}`,
        excerpt: 'Résumé publié.',
        content: lexicalFromParagraphs(['Publié.']),
      },
      equipment: {
        name: `Engin publié ${stamp}`,
        category: 'BTP',
        status: 'available',
        price: 50_000,
      },
      departments: { name: `Département publié ${stamp}`, description: 'Publié.' },
    }[collection]
    const doc = await payload.create({
      collection,
      data: published as never,
      overrideAccess: true,
      context,
    })
    made.push({ collection, id: doc.id })
    const draft = collection === 'news' ? { title: secret } : { name: secret, description: secret }
    await payload.update({
      collection,
      id: doc.id,
      data: { ...draft, _status: 'draft' } as never,
      draft: true,
      overrideAccess: true,
      context,
    })
    // a new item saved as a draft only
    const unpublished = await payload.create({
      collection,
      data: { ...published, ...draft, _status: 'draft' } as never,
      draft: true,
      overrideAccess: true,
      context,
    })
    made.push({ collection, id: unpublished.id })
    return { id: doc.id, unpublishedId: unpublished.id }
  }

  for (const collection of ['news', 'equipment', 'departments'] as const) {
    it(`${collection}: ?draft=true, where[…] and locale=all answer a visitor with the published version`, async () => {
      const { id, unpublishedId } = await withDraft(collection)
      const field = collection === 'news' ? 'title' : 'name'
      for (const path of [
        `/${collection}/${id}?draft=true`,
        `/${collection}/${id}?draft=true&locale=all`,
        `/${collection}?draft=true&limit=200`,
        `/${collection}?draft=true&where[${field}][equals]=${encodeURIComponent(secret)}`,
        `/${collection}?draft=true&where[${field}][like]=secret&locale=all`,
        `/${collection}/${unpublishedId}?draft=true`,
      ]) {
        const answer = await cms('GET', path)
        expect(answer.status, path).toBeLessThan(500)
        expect(answer.text, path).not.toContain(secret)
      }
      expect((await cms('GET', `/${collection}/${unpublishedId}?draft=true`)).status).toBe(404)
      // the editor reads the draft
      const editor = await cms('GET', `/${collection}/${id}?draft=true`, { token: adminToken })
      expect(editor.text).toContain(secret)
    })
  }
})

/** A French 400 with no stack trace, no database words. */
function expectFrench400(answer: { status: number; text: string }, words: RegExp) {
  expect(answer.status, answer.text.slice(0, 300)).toBe(400)
  expect(answer.text).toMatch(words)
  expect(answer.text).not.toMatch(/SQLITE|drizzle|Failed query|violates|node_modules/i)
}

describe(`wrong types and unbounded numbers through Payload’s REST API (${databaseEngine()})`, () => {
  async function newRequest() {
    const answer = await api<{ reference: string }>('POST', '/quote-requests', {
      body: {
        name: `Client ${stamp}`,
        email: `client-${stamp}@example.com`,
        phone: '96 12 34 56',
        message: 'Une pelle pour trois semaines à Dosso.',
      },
    })
    expect(answer.status).toBe(201)
    return Number(answer.body.data!.reference.slice(4))
  }

  it('a select sent as a list or an object, a text as a list, an id as a number too large: 400', async () => {
    const id = await newRequest()
    const [news] = (await payload.find({ collection: 'news', limit: 1, depth: 0 })).docs
    const [machine] = (await payload.find({ collection: 'equipment', limit: 1, depth: 0 })).docs
    for (const [path, body] of [
      [`/quote-requests/${id}`, { stage: ['won'] }],
      [`/quote-requests/${id}`, { stage: { 0: 'won' } }],
      [`/quote-requests/${id}`, { nextActionNote: ['à rappeler'] }],
      [`/quote-requests/${id}`, { owner: 1e300 }],
      [`/quote-requests/${id}`, { lines: { label: 'Pelle' } }],
      [`/news/${news!.id}`, { category: ['PROJET'] }],
      [`/equipment/${machine!.id}`, { status: { 0: 'sold' } }],
      [`/equipment/${machine!.id}`, { description: ['x'] }],
      [`/equipment/${machine!.id}`, { isFeatured: 'oui' }],
      [`/equipment/${machine!.id}`, { deletedAt: {} }],
    ] as const) {
      const answer = await cms('PATCH', path, { token: adminToken, body })
      expectFrench400(answer, /Données invalides\..* attendu/)
    }
    expect(
      (await payload.findByID({ collection: 'quote-requests', id, depth: 0, overrideAccess: true }))
        .stage,
    ).toBe('new')
  })

  it('a list with no rows as the admin’s form sends it (0) is an empty list, not a 400 (#59)', async () => {
    const created = await cms('POST', '/pages?draft=true', {
      token: adminToken,
      body: { title: `Page vide ${stamp}`, layout: 0, _status: 'draft' },
    })
    expect(created.status).toBe(201)
    const { doc } = created.json as { doc: { id: number; layout: unknown[] } }
    expect(doc.layout).toEqual([])
    const autosaved = await cms('PATCH', `/pages/${doc.id}?draft=true&autosave=true`, {
      token: adminToken,
      body: { intro: 'Premiers mots', layout: '0', _status: 'draft' },
    })
    expect(autosaved.status).toBe(200)
    await payload.delete({ collection: 'pages', id: doc.id, overrideAccess: true, context })
  })

  it('an owner or a machine that does not exist: 400, not the foreign key’s 500', async () => {
    const id = await newRequest()
    for (const body of [
      { owner: 999_999 },
      { lines: [{ machine: 999_999, label: 'Pelle', quantity: 1, unit: 'jour', unitPrice: 10 }] },
    ]) {
      const answer = await cms('PATCH', `/quote-requests/${id}`, { token: adminToken, body })
      expectFrench400(answer, /Un élément lié .* n’existe pas/)
    }
  })

  it('keeps Payload’s limits under the pipeline’s own checks: lengths, a negative price, bounds', async () => {
    const id = await newRequest()
    const line = { label: 'Pelle', quantity: 1, unit: 'jour', unitPrice: 85_000 }
    for (const [body, words] of [
      [{ lines: [{ ...line, label: 'x'.repeat(200_000) }] }, /Désignation|300/],
      [{ lines: [{ ...line, unitPrice: -5 }] }, /Prix unitaire|0/],
      [{ lines: [{ ...line, quantity: -1 }] }, /Quantité|0/],
      [{ lines: [{ ...line, quantity: 1e300, unitPrice: 1e300 }] }, /Données invalides/],
      [{ lines: [{ ...line, quantity: 100_000, unitPrice: 100_000_000_000 }] }, /10 000 milliards/],
      [{ stage: 'lost', lostReason: 'x'.repeat(600) }, /Raison de la perte|500/],
    ] as const) {
      const answer = await cms('PATCH', `/quote-requests/${id}`, { token: adminToken, body })
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(answer.text).toMatch(words)
    }
    const stored = await payload.findByID({
      collection: 'quote-requests',
      id,
      depth: 0,
      overrideAccess: true,
    })
    expect(stored).toMatchObject({ stage: 'new', lines: [] })
    // within the bounds, the same line is priced
    const priced = await cms('PATCH', `/quote-requests/${id}`, {
      token: adminToken,
      body: { lines: [{ ...line, quantity: 3 }] },
    })
    expect(priced.status, priced.text).toBe(200)
    expect((priced.json as { doc: { amount: number } }).doc.amount).toBe(255_000)
  })

  it('never sends a quote whose total cannot be computed (lines stored before the bounds)', async () => {
    const id = await newRequest()
    // what an older version let through, written under the validators
    await payload.db.updateOne({
      collection: 'quote-requests',
      id,
      data: {
        lines: [
          { id: 'hors-bornes', label: 'Pelle', quantity: 1e300, unit: 'jour', unitPrice: 1e300 },
        ],
      },
      req: {} as never,
    })
    const answer = await cms('POST', `/quote-requests/${id}/send-quote`, { token: adminToken })
    expect(answer.status, answer.text).toBe(400)
    expect(answer.text).toContain('Le total de ce devis ne peut pas être calculé')
    const mails = await payload.count({
      collection: 'outgoing-emails',
      where: { to: { equals: `client-${stamp}@example.com` }, kind: { equals: 'quote' } },
      overrideAccess: true,
    })
    const stored = await payload.findByID({
      collection: 'quote-requests',
      id,
      depth: 0,
      overrideAccess: true,
    })
    expect(stored.quote?.version ?? null).toBeNull()
    expect(stored.stage).toBe('new')
    expect(mails.totalDocs).toBe(0)
  })
})

/** Every data field of a config, with the body that sets it alone to a value. */
function fieldBodies(
  fields: readonly Field[],
  wrap: (value: unknown) => unknown = (value) => value,
  prefix = '',
): [string, (value: unknown) => unknown][] {
  return fields.flatMap((field): [string, (value: unknown) => unknown][] => {
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) =>
        'name' in tab && tab.name
          ? fieldBodies(
              tab.fields,
              (value) => wrap({ [tab.name!]: value }),
              `${prefix}${tab.name}.`,
            )
          : fieldBodies(tab.fields, wrap, prefix),
      )
    if (field.type === 'row' || field.type === 'collapsible')
      return fieldBodies(field.fields, wrap, prefix)
    if (!('name' in field) || !field.name || field.type === 'ui') return []
    const { name } = field
    const own: [string, (value: unknown) => unknown] = [
      `${prefix}${name}`,
      (value) => wrap({ [name]: value }),
    ]
    if (field.type === 'group')
      return [
        own,
        ...fieldBodies(field.fields, (value) => wrap({ [name]: value }), `${prefix}${name}.`),
      ]
    if (field.type === 'array')
      return [
        own,
        ...fieldBodies(field.fields, (value) => wrap({ [name]: [value] }), `${prefix}${name}.0.`),
      ]
    return [own]
  })
}

/** Each JSON type, and numbers no column holds. */
const WRONG_VALUES: unknown[] = [[], ['x'], {}, { 0: 'x' }, 1e300, -1, 999_999, true, 'x']

/**
 * The values the type guard refuses (`wrongTypes`) are answered before any query, by the same
 * code on both engines: SQLite's run sends them all, PostgreSQL's only those that reach its
 * columns (half the time of the integration runs' longest test, docs/ci-time.md).
 */
const reachesTheDatabase = (fields: readonly Field[], data: unknown) =>
  databaseEngine() !== 'postgres' || wrongTypes(fields, data).length === 0

describe(`every writable field sent every JSON type (${databaseEngine()})`, () => {
  it('answers each collection’s and global’s writes with a 4xx or a save, never a 5xx', async () => {
    const superToken = (await payload.login({ collection: 'users', data: DEMO_SUPER_ADMIN })).token!
    // a document in the collections the seed leaves empty
    await api('POST', '/quote-requests', {
      body: { name: 'Client', email: 'c@example.com', phone: '96 12 34 56', message: 'Bonjour.' },
    })
    await payload.create({
      collection: 'subscribers',
      data: { email: `abonne-${stamp}@example.com` } as never,
      overrideAccess: true,
      context,
    })
    const failures: string[] = []
    for (const collection of payload.config.collections) {
      if (collection.slug.startsWith('payload-')) continue
      const [doc] = (
        await payload.find({
          collection: collection.slug as never,
          limit: 1,
          depth: 0,
          overrideAccess: true,
        })
      ).docs as { id: number }[]
      for (const [path, body] of fieldBodies(collection.fields)) {
        // the account the test writes with
        if (collection.slug === 'users' && /^(email|password|sessions|role)/.test(path)) continue
        for (const value of WRONG_VALUES) {
          if (!reachesTheDatabase(collection.fields, body(value))) continue
          const writes = [
            cms('POST', `/${collection.slug}`, { token: superToken, body: body(value) }),
          ]
          if (doc)
            writes.push(
              cms('PATCH', `/${collection.slug}/${doc.id}`, {
                token: superToken,
                body: body(value),
              }),
            )
          for (const answer of await Promise.all(writes))
            if (answer.status >= 500)
              failures.push(`${collection.slug} ${path} ${JSON.stringify(value)}: ${answer.status}`)
        }
      }
    }
    for (const global of payload.config.globals) {
      for (const [path, body] of fieldBodies(global.fields)) {
        for (const value of WRONG_VALUES) {
          if (!reachesTheDatabase(global.fields, body(value))) continue
          const answer = await cms('POST', `/globals/${global.slug}`, {
            token: superToken,
            body: body(value),
          })
          if (answer.status >= 500)
            failures.push(
              `global ${global.slug} ${path} ${JSON.stringify(value)}: ${answer.status}`,
            )
        }
      }
    }
    expect(failures).toEqual([])
  }, 240_000)
})

describe(`a searched % or _ is a character, not a wildcard (${databaseEngine()})`, () => {
  it('on the articles’ and the machines’ searches of the /api and of Payload’s REST API', async () => {
    const discount = await payload.create({
      collection: 'news',
      data: {
        title: `Remise de 15 % sur la pelle_${stamp}`,
        excerpt: 'Une remise.',
        content: lexicalFromParagraphs(['Une remise.']),
      } as never,
      overrideAccess: true,
      context,
    })
    made.push({ collection: 'news', id: discount.id })
    const total = async (path: string) => {
      const answer = await api('GET', path)
      expect(answer.status, path).toBe(200)
      return answer.body.pagination!.total
    }
    expect(await total('/news?search=%25%25')).toBe(0)
    expect(await total('/news?search=__')).toBe(0)
    expect(await total(`/news?search=${encodeURIComponent(`pelle_${stamp}`)}`)).toBe(1)
    expect(await total(`/news?search=${encodeURIComponent('15 %')}`)).toBe(1)
    expect(await total('/equipment?search=%25')).toBe(0)
    expect(await total('/equipment?search=_')).toBe(0)
    expect(await total('/departments?search=%25')).toBe(0)
    const everything = await cms('GET', '/news?where[title][like]=%25&limit=1')
    expect((everything.json as { totalDocs: number }).totalDocs).toBe(1)
    const contains = await cms('GET', '/news?where[title][contains]=_&limit=1')
    expect((contains.json as { totalDocs: number }).totalDocs).toBe(1)
  })
})

describe(`a picture in the trash is nobody’s to see (${databaseEngine()})`, () => {
  it('its file and sizes are unreachable from the trashing on, back once restored, gone once deleted', async () => {
    const png = await sharp({
      create: { width: 900, height: 700, channels: 3, background: '#ea580c' },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('images', new File([new Uint8Array(png)], `corbeille-${stamp}.png`))
    const uploaded = await dispatch(
      new Request('http://localhost/api/upload/images', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${adminToken}` },
      }),
    )
    expect(uploaded.status).toBe(201)
    const [image] = (await uploaded.json()).data.images as { _id: number; filename: string }[]
    const doc = await payload.findByID({ collection: 'media', id: image!._id, depth: 0 })
    const names = [
      doc.filename!,
      ...Object.values(doc.sizes ?? {}).map((size) => size?.filename),
    ].filter((name): name is string => Boolean(name))
    expect(names.length).toBeGreaterThan(1)
    const served = async (name: string, token?: string) =>
      (await cms('GET', `/media/file/${name}`, { token })).status
    const onDisk = (name: string) => existsSync(path.join(MEDIA_DIR, name))
    for (const name of names) {
      expect(await served(name)).toBe(200)
      expect(onDisk(name)).toBe(true)
    }

    // the /api contract's « DELETE /api/upload/{id} » moves it to the trash
    expect((await api('DELETE', `/upload/${image!._id}`, { token: adminToken })).status).toBe(200)
    for (const name of names) {
      expect(await served(name), name).toBe(404)
      // the edge serves the folder itself (src/platform/frontServer/mediaFiles.ts): the file is not there
      expect(onDisk(name), name).toBe(false)
    }

    const restored = await cms('PATCH', `/media/${image!._id}?trash=true`, {
      token: adminToken,
      body: { deletedAt: null },
    })
    expect(restored.status, restored.text).toBe(200)
    for (const name of names) expect(await served(name), name).toBe(200)

    await api('DELETE', `/upload/${image!._id}`, { token: adminToken })
    const gone = await cms('DELETE', `/media/${image!._id}?trash=true`, { token: adminToken })
    expect(gone.status, gone.text).toBe(200)
    for (const name of names) {
      expect(onDisk(name)).toBe(false)
      expect(existsSync(path.join(MEDIA_DIR, TRASHED_FILES_FOLDER, name))).toBe(false)
    }
  })
})

describe(`a photo is stored without its location (${databaseEngine()})`, () => {
  it('drops EXIF (GPS, camera) and applies the orientation, through Payload’s REST API and the /api', async () => {
    // a phone's photo: 60×40 pixels to be shown turned a quarter (orientation 6), with GPS
    const photo = await sharp({
      create: { width: 60, height: 40, channels: 3, background: '#0f766e' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'PhoneMaker', Model: 'Model2026' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 30/1 0/1' },
      })
      .toBuffer()
    const tagged = await sharp(photo).metadata()
    expect(tagged.exif?.toString('latin1')).toContain('PhoneMaker')
    // the GPS directory's pointer (tag 0x8825), little-endian
    expect(tagged.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true)
    expect(tagged.orientation).toBe(6)

    const viaRest = new FormData()
    viaRest.append('file', new File([new Uint8Array(photo)], `gps-rest-${stamp}.jpg`))
    viaRest.append('_payload', JSON.stringify({ alt: 'Chantier' }))
    const rest = await cms('POST', '/media', { token: adminToken, body: viaRest })
    expect(rest.status, rest.text.slice(0, 300)).toBe(201)
    const restName = (rest.json as { doc: { filename: string } }).doc.filename

    const viaApi = new FormData()
    viaApi.append('images', new File([new Uint8Array(photo)], `gps-api-${stamp}.jpg`))
    const contract = await dispatch(
      new Request('http://localhost/api/upload/images', {
        method: 'POST',
        body: viaApi,
        headers: { authorization: `Bearer ${adminToken}` },
      }),
    )
    expect(contract.status).toBe(201)
    const [apiImage] = (await contract.json()).data.images as { filename: string }[]

    for (const name of [restName, apiImage!.filename]) {
      const stored = await sharp(path.join(MEDIA_DIR, name)).metadata()
      expect(stored.exif, name).toBeUndefined()
      expect(stored.orientation ?? 1, name).toBe(1)
      // turned as the phone showed it
      expect([stored.width, stored.height], name).toEqual([40, 60])
    }
  })
})

describe(`a quote reference is never given twice (${databaseEngine()})`, () => {
  it('not even once the last request is deleted', async () => {
    const send = async () => {
      const answer = await api<{ reference: string }>('POST', '/quote-requests', {
        body: {
          name: 'Client',
          email: 'ref@example.com',
          phone: '96 12 34 56',
          message: 'Bonjour.',
        },
      })
      expect(answer.status).toBe(201)
      return answer.body.data!.reference
    }
    const first = await send()
    await payload.delete({
      collection: 'quote-requests',
      id: Number(first.slice(4)),
      overrideAccess: true,
      context,
    })
    const second = await send()
    expect(Number(second.slice(4))).toBeGreaterThan(Number(first.slice(4)))
  })
})

describe(`a quote request's history goes with it, in the database's own delete (${databaseEngine()})`, () => {
  it('an event written after the hooks read the history does not fail the delete', async () => {
    const answer = await api<{ reference: string }>('POST', '/quote-requests', {
      body: {
        name: 'Client',
        email: 'trace@example.com',
        phone: '96 12 34 56',
        message: 'Bonjour.',
      },
    })
    const id = Number(answer.body.data!.reference.slice(4))
    await payload.create({
      collection: 'quote-events',
      data: { request: id, kind: 'mail', actor: 'Site', summary: 'Écrit pendant la suppression' },
      overrideAccess: true,
    })
    // the delete as the database runs it, past Payload's hooks (CI run 46: a mail's event landed
    // between the hook's clean-up and the row's delete)
    const db = payload.db.drizzle as unknown as {
      run?: (q: unknown) => Promise<unknown>
      execute?: (q: unknown) => Promise<unknown>
    }
    const { sql } = await import('@payloadcms/db-sqlite')
    const remove = sql`DELETE FROM quote_requests WHERE id = ${id}`
    await (db.execute ? db.execute(remove) : db.run!(remove))
    const left = await payload.count({
      collection: 'quote-events',
      where: { request: { equals: id } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
  })
})
