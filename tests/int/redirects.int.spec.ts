// features: platform, equipment, departments
import { createServer, type Server } from 'node:http'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { POST as redirectsRoute } from '@/app/(internal)/api/internal/redirects/route'
import { siteRedirectTable } from '@/platform/data/redirects'
import { siteRedirects } from '@/platform/frontServer/redirects'
import { seedProjects } from '@/seed'
import { INTERNAL_TOKEN_HEADER, databaseEngine } from '@/platform/runtime/environment'
import { internalToken } from '@/platform/runtime/signature'
import * as sqlitePages from '@/migrations/sqlite/20261127_111915_pages'
import * as sqliteProjects from '@/migrations/sqlite/20261127_120309_projects'
import * as sqliteMigration from '@/migrations/sqlite/20261127_083014_redirects'
import * as postgresPages from '@/migrations/postgres/20261127_111919_pages'
import * as postgresProjects from '@/migrations/postgres/20261127_120313_projects'
import * as postgresMigration from '@/migrations/postgres/20261127_083017_redirects'

import { cms } from '../helpers/cms'
import { withoutLocalizedContent } from '../helpers/localizedContentMigration'
import { testPayload } from '../helpers/payload'
import { listenOnLoopback, rawRequest } from '../helpers/rawHttp'

/** Redirects for every address (#44): renamed items, the admin's own, answered by the edge. */
let payload: Payload
const context = { disableRevalidate: true }
const made: { collection: 'equipment' | 'departments' | 'redirects'; id: number }[] = []

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(async () => {
  for (const { collection, id } of made.splice(0).reverse())
    await payload.delete({ collection, where: { id: { equals: id } }, trash: true, context })
  await payload.delete({ collection: 'redirects', where: { id: { exists: true } }, context })
})

const machine = async (name: string) => {
  const doc = await payload.create({
    collection: 'equipment',
    data: { name, category: 'BTP', status: 'available', forRent: true, price: 40_000 },
    context,
  })
  made.push({ collection: 'equipment', id: doc.id })
  return doc
}

const rename = (collection: 'equipment' | 'departments', id: number, slug: string) =>
  payload.update({ collection, id, data: { slug }, context })

const redirect = async (data: Record<string, unknown>) => {
  const doc = await payload.create({ collection: 'redirects', data: data as never, context })
  made.push({ collection: 'redirects', id: doc.id })
  return doc
}

const table = async () =>
  Object.fromEntries(
    (await siteRedirectTable(payload)).map(({ from, to, status }) => [from, `${status} ${to}`]),
  )

describe(`a renamed item leaves a redirect (${databaseEngine()})`, () => {
  it('from every former address of a machine to where it is now, never a chain, and none once renamed back', async () => {
    const doc = await machine('Pelle Zaxis Essai')
    await rename('equipment', doc.id, 'pelle-zaxis-200')
    expect(await table()).toMatchObject({
      '/equipements/pelle-zaxis-essai': '301 /equipements/pelle-zaxis-200',
    })
    await rename('equipment', doc.id, 'pelle-zaxis-210')
    const twice = await table()
    expect(twice['/equipements/pelle-zaxis-essai']).toBe('301 /equipements/pelle-zaxis-210')
    expect(twice['/equipements/pelle-zaxis-200']).toBe('301 /equipements/pelle-zaxis-210')
    // back to its first address: no redirect from it any more, so no loop
    await rename('equipment', doc.id, 'pelle-zaxis-essai')
    const back = await table()
    expect(back['/equipements/pelle-zaxis-essai']).toBeUndefined()
    expect(back['/equipements/pelle-zaxis-200']).toBe('301 /equipements/pelle-zaxis-essai')
  })

  it('from a department’s former address, its short id included', async () => {
    const department = await payload.create({
      collection: 'departments',
      data: { name: 'Forages du Sahel', description: 'Puits' },
      context,
    })
    made.push({ collection: 'departments', id: department.id })
    await rename('departments', department.id, 'forages-sahel')
    expect(await table()).toMatchObject({
      '/departement/forages-du-sahel': '301 /departement/forages-sahel',
    })
  })

  it('leads nowhere once its item is in the trash or inactive (the old address is a 404 then)', async () => {
    const doc = await machine('Camion Benne Essai')
    await rename('equipment', doc.id, 'camion-benne-20t')
    await payload.update({
      collection: 'equipment',
      id: doc.id,
      data: { isActive: false },
      context,
    })
    expect((await table())['/equipements/camion-benne-essai']).toBeUndefined()
    await payload.update({ collection: 'equipment', id: doc.id, data: { isActive: true }, context })
    await payload.update({
      collection: 'equipment',
      id: doc.id,
      data: { deletedAt: new Date().toISOString() },
      context,
    })
    expect((await table())['/equipements/camion-benne-essai']).toBeUndefined()
  })
})

describe('the administrators’ own redirects', () => {
  it('take an address of the previous site whole, collapse chains and drop loops', async () => {
    await redirect({
      from: 'https://ancien.bk-multiservices.ne/Nos-Services.html?page=2',
      to: { type: 'custom', url: '/ancienne-liste' },
    })
    await redirect({ from: '/ancienne-liste/', to: { type: 'custom', url: '/services' } })
    await redirect({ from: '/boucle-a', to: { type: 'custom', url: '/boucle-b' } })
    await redirect({ from: '/boucle-b', to: { type: 'custom', url: '/boucle-a' } })
    await redirect({
      from: '/promotion',
      to: { type: 'custom', url: 'https://wa.me/22790000000' },
      type: '302',
    })
    await redirect({ from: '/réalisations', to: { type: 'custom', url: '/actualites' } })
    const answered = await table()
    expect(answered).toMatchObject({
      '/Nos-Services.html': '301 /services',
      '/ancienne-liste': '301 /services',
      '/promotion': '302 https://wa.me/22790000000',
      '/réalisations': '301 /actualites',
    })
    expect(answered['/boucle-a']).toBeUndefined()
    expect(answered['/boucle-b']).toBeUndefined()
  })

  it('refuses what would break the site, in French', async () => {
    const refused = async (data: Record<string, unknown>) => {
      const error = await payload
        .create({ collection: 'redirects', data: data as never, context })
        .then(() => null)
        .catch((caught: { data?: { errors?: { message: string }[] } }) => caught)
      return error?.data?.errors?.[0]?.message
    }
    const to = { type: 'custom', url: '/services' }
    for (const from of ['/', '/admin/collections', '/api/equipment', '/_next/static/x.js'])
      expect(await refused({ from, to }), from).toContain('ni la page d’accueil')
    expect(await refused({ from: '/services', to })).toBe(
      'Une redirection ne peut pas mener à sa propre adresse.',
    )
    for (const url of ['javascript:alert(1)', 'services', '//autre.site/x', '/\\autre.site'])
      expect(await refused({ from: '/ancien', to: { type: 'custom', url } }), url).toContain(
        'Indiquez une adresse du site',
      )
    await redirect({ from: '/deja', to })
    expect(await refused({ from: '/deja/', to })).toBe('L’adresse « /deja » est déjà redirigée.')
  })

  it('are the administrators’ alone', async () => {
    await redirect({ from: '/secret', to: { type: 'custom', url: '/services' } })
    const anonymous = await cms('GET', '/redirects')
    expect(anonymous.status).toBe(403)
  })
})

describe('the edge answers them from memory', () => {
  let app: Server
  let edge: Server
  let base: string
  let reads = 0

  beforeAll(async () => {
    // the app's internal route, as Next would serve it
    app = createServer((req, res) => {
      reads += 1
      void redirectsRoute(
        new Request(`http://127.0.0.1${req.url}`, {
          method: 'POST',
          headers: { [INTERNAL_TOKEN_HEADER]: String(req.headers[INTERNAL_TOKEN_HEADER] ?? '') },
        }),
      ).then(async (answer) => {
        res.writeHead(answer.status, { 'content-type': 'application/json' })
        res.end(await answer.text())
      })
    })
    const port = Number(new URL(await listenOnLoopback(app)).port)
    const redirects = siteRedirects(port, () => undefined)
    edge = createServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0]!
      if (!redirects.answer(req, res, path)) res.writeHead(200).end('page')
    })
    base = await listenOnLoopback(edge)
    await redirect({ from: '/nos-services.html', to: { type: 'custom', url: '/services' } })
    await redirect({ from: '/realisations', to: { type: 'custom', url: '/réalisations-2026' } })
    await redirect({ from: '/références', to: { type: 'custom', url: '/actualites' } })
    await redirects.refresh()
  })

  afterAll(async () => {
    await new Promise((resolve) => edge.close(resolve))
    await new Promise((resolve) => app.close(resolve))
  })

  it('redirects with the query kept (the English twins too), leaves other addresses and writes alone, reads no database per request', async () => {
    const before = reads
    const moved = await rawRequest(base, 'GET', '/nos-services.html?ref=whatsapp', '', {})
    expect(moved.status).toBe(301)
    expect(moved.headers.location).toBe('/services?ref=whatsapp')
    expect((await rawRequest(base, 'HEAD', '/nos-services.html', '', {})).status).toBe(301)
    expect((await rawRequest(base, 'POST', '/nos-services.html', '', {})).status).toBe(200)
    expect((await rawRequest(base, 'GET', '/services', '', {})).status).toBe(200)
    // a target with accents leaves encoded (a raw one would be refused by Node's headers)
    const accented = await rawRequest(base, 'GET', '/realisations', '', {})
    expect(accented.headers.location).toBe('/r%C3%A9alisations-2026')
    // an address typed with accents, as a browser sends it: encoded
    const typed = await rawRequest(base, 'GET', '/r%C3%A9f%C3%A9rences', '', {})
    expect(typed.status).toBe(301)
    expect(typed.headers.location).toBe('/actualites')
    // the English twin of a former address goes to the English twin of its target (#45)
    const english = await rawRequest(base, 'GET', '/en/nos-services.html?ref=x', '', {})
    expect([english.status, english.headers.location]).toEqual([301, '/en/services?ref=x'])
    const news = await rawRequest(base, 'GET', '/en/r%C3%A9f%C3%A9rences', '', {})
    expect([news.status, news.headers.location]).toEqual([301, '/en/news'])
    expect((await rawRequest(base, 'GET', '/en/services', '', {})).status).toBe(200)
    expect(reads).toBe(before)
    expect(internalToken()).toBeTruthy()
  })
})

describe('the machines’ former addresses move into the redirects (migration)', () => {
  it('keeps every address a renamed machine had, leading to it', async () => {
    const doc = await machine('Niveleuse Migration')
    const postgres = databaseEngine() === 'postgres'
    const migration = postgres ? postgresMigration : sqliteMigration
    // the pages' and projects' migrations came after and link redirects to them: they go first,
    // back last
    const pages = postgres ? postgresPages : sqlitePages
    const projects = postgres ? postgresProjects : sqliteProjects
    const args = { db: payload.db.drizzle, payload, req: {} } as never
    await withoutLocalizedContent(payload, async () => {
      await projects.down(args)
      await pages.down(args)
      await migration.down(args)
      try {
        // as the column stood before: an old address kept on the machine
        const engine = payload.db as unknown as { execute: (args: unknown) => Promise<unknown> }
        await engine.execute({
          drizzle: payload.db.drizzle,
          raw: `INSERT INTO equipment_texts ("order", parent_id, path, text) VALUES (1, ${doc.id}, 'previousSlugs', 'niveleuse-ancienne')`,
        })
      } finally {
        await migration.up(args)
        await pages.up(args)
        await projects.up(args)
      }
    })
    // the projects' table went down with its rows: the demo's come back for the next files
    await seedProjects(payload)
    expect(await table()).toMatchObject({
      '/equipements/niveleuse-ancienne': '301 /equipements/niveleuse-migration',
    })
  })
})
