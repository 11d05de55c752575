// features: platform
import { JSDOM } from 'jsdom'
import type { GlobalSlug, Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dispatch } from '@/app/(api)/api/routes'
import { isExecutableLink, UNSAFE_LINK_MESSAGE } from '@/platform/fields/safeLink'
import { frenchOnly } from '@/i18n/frenchOnly'
import { NAME_MAX_LENGTH } from '@/lib/constants'
import { DEMO_ADMIN, DEMO_SUPER_ADMIN } from '@/platform/runtime/environment'

import { api, tokenFor } from '../helpers/api'
import { cms, type CmsAnswer } from '../helpers/cms'
import { testPayload } from '../helpers/payload'

/**
 * What an attacker sends instead of a form: broken or huge bodies, operators and SQL in query
 * strings and ids, paths out of the upload folders, markup meant to run in a visitor's browser.
 * Every refusal is a 4xx with a French message and no stack trace, nothing is stored, and the
 * server keeps answering.
 */
let payload: Payload
let adminToken: string
let superToken: string
const context = { disableRevalidate: true }

type Raw = { status: number; text: string; json: unknown }

/** The /api contract, with the raw text kept for the stack-trace check; bodies sent as JSON unless `type` says otherwise. */
async function contract(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; raw?: string; type?: string } = {},
): Promise<Raw> {
  const sends = options.raw !== undefined || options.body !== undefined
  const answer = await api(method, path, {
    token: options.token,
    body: options.raw === undefined ? options.body : undefined,
    raw: options.raw,
    headers: sends ? { 'content-type': options.type ?? 'application/json' } : {},
  })
  return { status: answer.status, text: answer.text, json: answer.text ? answer.body : null }
}

/** A stack trace, a source path or the database's own words. */
const STACK =
  /\bat [\w.<>$]+ \(|node_modules|\.[cm]?[jt]sx?:\d+|\b(Range|Type|Reference|Syntax)Error\b|SQLITE|drizzle|Failed query/
/** French: accented letters, the small words of a French sentence, or the words of our short messages. */
const FRENCH =
  /[éèêàçùôîû’]|\b(le|la|les|des|du|une?|est|pas|ou|de|introuvable|requise|invalide|authentification)\b/i

function expectContractRefusal(answer: Raw, status: number, message?: string | RegExp) {
  expect(answer.status, answer.text.slice(0, 500)).toBe(status)
  // the envelope, with the fields at fault for a validation error
  expect(answer.json).toMatchObject({ success: false, message: expect.any(String) })
  expect(Object.keys(answer.json as object).filter((key) => key !== 'errors')).toEqual([
    'success',
    'message',
  ])
  const text = (answer.json as { message: string }).message
  if (message instanceof RegExp) expect(text).toMatch(message)
  else if (message) expect(text).toBe(message)
  expect(text).toMatch(FRENCH)
  expect(answer.text).not.toMatch(STACK)
}

/** Payload's REST errors: `{ errors: [{ message }] }`, the expected 4xx, French, no stack. */
function expectCmsRefusal(answer: CmsAnswer, status: number) {
  expect(answer.status, answer.text.slice(0, 500)).toBe(status)
  const errors = (answer.json as { errors?: Array<{ message: string }> } | null)?.errors ?? []
  expect(errors.length, answer.text.slice(0, 500)).toBeGreaterThan(0)
  for (const { message } of errors) expect(message).toMatch(FRENCH)
  expect(answer.text).not.toMatch(STACK)
}

/** `depth` levels of `{"a": …}` as text: JSON.stringify itself overflows the stack on them. */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
const DEEP = nested(10_000)
const KB100 = 'x'.repeat(100 * 1024)
const MB5 = 'x'.repeat(5 * 1024 * 1024)
const JSON_TYPE = 'application/json'

/** Lexical nodes, as the admin's editor saves them. */
const lexical = { direction: 'ltr', format: '', indent: 0, version: 1 }
const textNode = (text: string) => ({
  type: 'text',
  version: 1,
  text,
  format: 0,
  mode: 'normal',
  style: '',
  detail: 0,
})

const quote = {
  name: 'Moussa Hostile',
  email: 'hostile@example.com',
  phone: '+227 90 11 22 33',
  company: 'Test',
  subject: 'Objet',
  service: 'location',
  budget: '5m-20m',
  equipment: 'Pelle',
  message: 'Message',
}

/** What a refusal must leave as it was: counts of what forms and writes create, the hero's last save. */
async function snapshot() {
  const count = async (
    collection: 'quote-requests' | 'subscribers' | 'departments' | 'news' | 'media',
  ) => (await payload.count({ collection, overrideAccess: true })).totalDocs
  return {
    quotes: await count('quote-requests'),
    subscribers: await count('subscribers'),
    departments: await count('departments'),
    news: await count('news'),
    media: await count('media'),
    hero: (await payload.findGlobal({ slug: 'section-hero', depth: 0 })).updatedAt,
  }
}

beforeAll(async () => {
  payload = await testPayload()
  adminToken = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
  superToken = (await payload.login({ collection: 'users', data: DEMO_SUPER_ADMIN })).token ?? ''
})

afterAll(async () => {
  // the server still answers after all of it
  expect((await contract('GET', '/health')).status).toBe(200)
  expect((await payload.count({ collection: 'departments' })).totalDocs).toBeGreaterThan(0)
})

describe('/api contract: hostile bodies', () => {
  // prettier-ignore
  const bodies = [
    ['malformed JSON', '/auth/login', '{"email":', JSON_TYPE, 400, frenchOnly.api.invalidJson],
    ['JSON with trailing garbage', '/newsletter/subscribe', '{"email":"a@example.com"} x', JSON_TYPE, 400, frenchOnly.api.invalidJson],
    // the two public forms take a plain HTML form too (#63: plain-forms.int); no other route does
    ['a form instead of JSON', '/auth/login', 'email=a&password=b', 'application/x-www-form-urlencoded', 415, frenchOnly.api.jsonRequired],
    ['XML', '/newsletter/subscribe', '<email>a@example.com</email>', 'application/xml', 415, frenchOnly.api.jsonRequired],
    ['JSON declared as text', '/auth/login', '{"email":"a@example.com","password":"x"}', 'text/plain', 415, frenchOnly.api.jsonRequired],
    ['a 5 MB body', '/newsletter/subscribe', JSON.stringify({ email: MB5 }), JSON_TYPE, 413, frenchOnly.api.bodyTooLarge],
    ['a 5 MB body to an admin route, anonymous', '/admin/departments', JSON.stringify({ name: MB5 }), JSON_TYPE, 401, frenchOnly.api.unauthenticated],
    ['JSON nested 10,000 levels', '/quote-requests', DEEP, JSON_TYPE, 400, /^Données invalides\./],
    ['an array nested 10,000 levels', '/newsletter/subscribe', `${'['.repeat(10_000)}${']'.repeat(10_000)}`, JSON_TYPE, 400, /^Données invalides\./],
    ['null', '/newsletter/subscribe', 'null', JSON_TYPE, 400, /^Données invalides\./],
  ] as const

  it.each(bodies)('refuses %s', async (_name, path, raw, type, status, message) => {
    const before = await snapshot()
    expectContractRefusal(await contract('POST', path, { raw, type }), status, message)
    expect(await snapshot()).toEqual(before)
  })

  // "DEEP" stands for 10,000 levels of objects in the text sent
  // prettier-ignore
  const deepFields = [
    ['POST', '/admin/departments', { name: 'Profond', features: 'DEEP' }],
    ['POST', '/admin/departments', { name: 'Profond', homepageSettings: { homepageTitle: 'DEEP' } }],
    ['POST', '/admin/news', { title: 'Profond', excerpt: 'x', content: '<p>x</p>', category: 'ACTUALITE', tags: 'DEEP' }],
    ['POST', '/admin/news', { title: 'Profond', excerpt: 'x', content: '<p>x</p>', category: 'ACTUALITE', images: { main: 'DEEP' } }],
    ['PUT', '/admin/homepage/sections/hero', { content: { title: 'DEEP' } }],
    ['PUT', '/admin/homepage/sections/partners', { content: { partners: ['DEEP'] } }],
    ['PUT', '/admin/homepage/settings', { general: { siteTitle: 'DEEP' } }],
  ] as const

  it.each(deepFields)(
    'refuses 10,000 levels of nesting in a field an admin sends: %s %s (400)',
    async (method, path, body) => {
      const before = await snapshot()
      const raw = JSON.stringify(body).replace('"DEEP"', DEEP)
      expectContractRefusal(
        await contract(method, path, { token: adminToken, raw }),
        400,
        /^Données invalides\./,
      )
      expect(await snapshot()).toEqual(before)
    },
  )

  it('refuses 100 KB in every text field of the quote request and the newsletter form (400), storing nothing', async () => {
    const before = await snapshot()
    for (const field of [...Object.keys(quote), 'website']) {
      const answer = await contract('POST', '/quote-requests', {
        body: { ...quote, [field]: KB100 },
      })
      expectContractRefusal(answer, 400, new RegExp(`^Données invalides\\. ${field} : `))
    }
    for (const field of ['email', 'source', 'website']) {
      const answer = await contract('POST', '/newsletter/subscribe', {
        body: { email: 'long@example.com', [field]: KB100 },
      })
      expectContractRefusal(answer, 400, new RegExp(`^Données invalides\\. ${field} : `))
    }
    expect(await snapshot()).toEqual(before)
  })
})

/**
 * A body of `total` bytes, without Content-Length (chunked), made as it is read: `pulled` says
 * how much of it the server took before answering.
 */
function endlessBody(total: number) {
  const chunk = new TextEncoder().encode('{"a":"' + 'x'.repeat(64 * 1024 - 6))
  const counter = { pulled: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close()
      counter.pulled += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { stream, counter }
}

describe('bodies past their limit, chunked (no Content-Length)', () => {
  const FIFTY_MB = 50 * 1024 * 1024
  const LIMITS = { json: 1024 * 1024, beacon: 4096, uploads: 10 * 5 * 1024 * 1024 + 1024 * 1024 }
  // prettier-ignore
  const contractRoutes = [
    ['the beacon', '/analytics/beacon', 'text/plain', LIMITS.beacon],
    ['the quote form', '/quote-requests', JSON_TYPE, LIMITS.json],
    ['the login', '/auth/login', JSON_TYPE, LIMITS.json],
    ['an admin write', '/admin/departments', JSON_TYPE, LIMITS.json],
    ['an upload', '/upload', 'multipart/form-data; boundary=x', LIMITS.uploads],
  ] as const

  it.each(contractRoutes)(
    '/api: %s stops reading past its limit and answers 413 in French',
    async (_name, path, type, limit) => {
      const before = await snapshot()
      const { stream, counter } = endlessBody(Math.max(FIFTY_MB, 2 * limit))
      const answer = await dispatch(
        new Request(`http://localhost/api${path}`, {
          method: 'POST',
          headers: { 'content-type': type, authorization: `Bearer ${adminToken}` },
          body: stream,
          duplex: 'half',
        } as RequestInit),
      )
      expect(answer.status).toBe(413)
      expect(await answer.json()).toEqual({ success: false, message: frenchOnly.api.bodyTooLarge })
      expect(counter.pulled).toBeLessThan(limit + 256 * 1024)
      expect(await snapshot()).toEqual(before)
    },
  )

  // prettier-ignore
  const cmsRoutes = [
    ['a login', 'users/login', JSON_TYPE, LIMITS.json],
    ['a global, anonymous', 'globals/section-hero', JSON_TYPE, LIMITS.json],
    ['an image', 'media', 'multipart/form-data; boundary=x', 6 * 1024 * 1024],
  ] as const

  it.each(cmsRoutes)(
    '/api/cms: %s stops reading past its limit and answers 413 in French',
    async (_name, path, type, limit) => {
      const before = await snapshot()
      const { stream, counter } = endlessBody(FIFTY_MB)
      const answer = await cms('POST', path, {
        token: adminToken,
        raw: stream,
        headers: { 'content-type': type },
      })
      expect(answer.status).toBe(413)
      expect(answer.json).toEqual({ errors: [{ message: frenchOnly.api.bodyTooLarge }] })
      expect(counter.pulled).toBeLessThan(limit + 256 * 1024)
      expect(await snapshot()).toEqual(before)
    },
  )

  it('/api/cms: a file declared over the limit is refused by its name, before its bytes are read', async () => {
    const before = await snapshot()
    const boundary = 'photo'
    const head = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":"x"}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n'
    const size = 12 * 1024 * 1024
    for (const [sent, named] of [
      ['IMG_2041.jpg', 'IMG_2041.jpg'],
      ['devis %22final%22.jpg', 'devis "final".jpg'],
    ]) {
      const { stream, counter } = endlessBody(size)
      const prefix = new TextEncoder().encode(head(sent))
      const rest = stream.getReader()
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(prefix),
        pull: async (controller) => {
          const { done, value } = await rest.read()
          if (done) controller.close()
          else controller.enqueue(value)
        },
      })
      const answer = await cms('POST', 'media', {
        token: adminToken,
        raw: body,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(prefix.byteLength + size),
        },
      })
      expect(answer.status).toBe(413)
      expect(answer.json).toEqual({ errors: [{ message: frenchOnly.upload.tooLarge(named, 5) }] })
      expect(counter.pulled).toBeLessThan(256 * 1024)
    }
    // a client that declares a large file and sends nothing: the plain refusal, no endless wait
    // (the test's own timeout is what fails otherwise)
    const silent = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => undefined) })
    const waited = await cms('POST', 'media', {
      token: adminToken,
      raw: silent,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(size),
      },
    })
    expect(waited.status).toBe(413)
    expect(waited.json).toEqual({ errors: [{ message: frenchOnly.api.bodyTooLarge }] })
    expect(await snapshot()).toEqual(before)
  })

  it('still takes a body under the limit sent in chunks', async () => {
    const answer = await dispatch(
      new Request('http://localhost/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': JSON_TYPE },
        body: new Blob([JSON.stringify(DEMO_ADMIN)]).stream(),
        duplex: 'half',
      } as RequestInit),
    )
    expect(answer.status).toBe(200)
  })
})

describe('/api contract: operators, SQL and paths in query strings and ids', () => {
  // prettier-ignore
  const hostileIds = ["' OR 1=1 --", '{"$gt":""}', '1 OR 1=1', '1;DROP TABLE news', '../../etc/passwd', '%00', '-1', '1e3', '0x1']

  it.each(hostileIds)(
    'answers 404 for the id %j, public and admin, and deletes nothing',
    async (id) => {
      const encoded = encodeURIComponent(id)
      const before = await snapshot()
      const calls: Array<[string, string, string | undefined, string?]> = [
        ['GET', `/news/${encoded}`, undefined, 'Actualité introuvable'],
        ['GET', `/departments/${encoded}`, undefined, 'Département introuvable'],
        ['GET', `/equipment/slug/${encoded}`, undefined, 'Équipement introuvable'],
        ['DELETE', `/admin/news/${encoded}`, adminToken, 'Actualité introuvable'],
        ['PUT', `/admin/departments/${encoded}`, adminToken, 'Département introuvable'],
        ['DELETE', `/upload/${encoded}?type=documents`, adminToken],
      ]
      for (const [method, path, token, message] of calls) {
        const body = method === 'PUT' ? { name: 'x' } : undefined
        expectContractRefusal(await contract(method, path, { token, body }), 404, message)
      }
      expect(await snapshot()).toEqual(before)
    },
  )

  it('ignores Payload query operators in the query string: drafts and accounts stay out of reach', async () => {
    const plain = await contract('GET', '/news?limit=100')
    for (const query of [
      'where[or][0][isPublished][equals]=false',
      'where[or][0][password][exists]=true',
      'where[isPublished][not_equals]=true',
      'draft=true&overrideAccess=true',
      'depth=100',
    ]) {
      const answer = await contract('GET', `/news?limit=100&${query}`)
      expect(answer.status, query).toBe(200)
      expect(answer.json, query).toEqual(plain.json)
    }
  })

  it('treats SQL and operator strings in searches as text: 200 and nothing matched', async () => {
    for (const search of ['%', '_', '\\', '[', "'"]) {
      expect(
        (await contract('GET', `/news?search=${encodeURIComponent(search)}`)).status,
        search,
      ).toBe(200)
    }
    for (const search of ["' OR 1=1 --", '{"$gt":""}', '"; DROP TABLE news; --']) {
      for (const path of ['/news', '/departments', '/equipment']) {
        const answer = await contract('GET', `${path}?search=${encodeURIComponent(search)}`)
        expect(answer.status, `${path} ${search}`).toBe(200)
        expect((answer.json as { data: unknown[] }).data, `${path} ${search}`).toEqual([])
      }
    }
    expectContractRefusal(
      await contract('GET', `/equipment?status=${encodeURIComponent('{"$gt":""}')}`),
      400,
      /^Données invalides\. status/,
    )
    expectContractRefusal(
      await contract('GET', `/news?search=${'x'.repeat(101)}`),
      400,
      /^Données invalides\. search/,
    )
  })

  it('answers a path out of the contract or badly encoded with the router’s own 404 / 400', async () => {
    expectContractRefusal(
      await contract('GET', '/%2e%2e/%2e%2e/payload.config.ts'),
      404,
      frenchOnly.api.notFound,
    )
    expectContractRefusal(
      await contract('GET', '/..%2F..%2Fpayload.config.ts'),
      404,
      frenchOnly.api.notFound,
    )
    expectContractRefusal(
      await contract('GET', '/departments/%E0%A4%A'),
      400,
      frenchOnly.api.invalidInput,
    )
  })
})

describe('/api/cms: hostile bodies', () => {
  const news = (content: string) =>
    `{"title":"Profond","category":"ACTUALITE","content":{"root":${content}}}`
  const brokenMultipart =
    '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc'

  const admin = () => adminToken
  // prettier-ignore
  const bodies = [
    ['malformed JSON', 'POST', 'departments', admin, '{"name":', JSON_TYPE, 400],
    ['malformed JSON, anonymous', 'POST', 'departments', undefined, '{"name":', JSON_TYPE, 400],
    ['malformed JSON to the login', 'POST', 'users/login', undefined, '{"email":', JSON_TYPE, 400],
    ['a form', 'POST', 'departments', admin, 'name=Formulaire', 'application/x-www-form-urlencoded', 415],
    ['text', 'PATCH', 'departments/1', admin, '{"name":"Texte"}', 'text/plain', 415],
    ['text to a global', 'POST', 'globals/section-hero', admin, '{"title":"Texte"}', 'text/plain', 415],
    ['no body', 'POST', 'departments', admin, undefined, undefined, 415],
    ['a broken multipart body', 'POST', 'media', admin, brokenMultipart, 'multipart/form-data; boundary=x', 400],
    ['a 5 MB name', 'POST', 'departments', admin, JSON.stringify({ name: MB5 }), JSON_TYPE, 413],
    ['10,000 levels in a text field', 'POST', 'departments', admin, `{"name":${DEEP}}`, JSON_TYPE, 400],
    ['10,000 levels, anonymous', 'POST', 'departments', undefined, `{"name":${DEEP}}`, JSON_TYPE, 400],
    ['10,000 levels in a rich text', 'POST', 'news', admin, news(DEEP), JSON_TYPE, 400],
    ['10,000 levels in a global', 'POST', 'globals/section-hero', admin, `{"title":${DEEP}}`, JSON_TYPE, 400],
    ['10,000 levels in a row of a global', 'POST', 'globals/section-partners', admin, `{"partners":[${DEEP}]}`, JSON_TYPE, 400],
    ['operators as login credentials', 'POST', 'users/login', undefined, '{"email":{"$gt":""},"password":{"$gt":""}}', JSON_TYPE, 400],
    ['SQL as login credentials', 'POST', 'users/login', undefined, `{"email":"' OR 1=1 --","password":"' OR 1=1 --"}`, JSON_TYPE, 401],
    ['an operator as the address to reset', 'POST', 'users/forgot-password', undefined, '{"email":{"$gt":""}}', JSON_TYPE, 400],
    ['an operator as the reset token', 'POST', 'users/reset-password', undefined, '{"token":{"$gt":""},"password":"nouveau-1234"}', JSON_TYPE, 403],
    ['SQL as the reset token', 'POST', 'users/reset-password', undefined, `{"token":"' OR 1=1 --","password":"nouveau-1234"}`, JSON_TYPE, 403],
  ] as const

  it.each(bodies)('refuses %s', async (_name, method, path, who, raw, type, status) => {
    const before = await snapshot()
    const answer = await cms(method, path, {
      token: who?.(),
      raw,
      headers: type ? { 'content-type': type } : {},
    })
    expectCmsRefusal(answer, status)
    expect(await snapshot()).toEqual(before)
  })

  it('still takes a real article with lists nested 10 deep (about 45 levels of JSON)', async () => {
    const list = (children: unknown[]) => ({
      ...lexical,
      type: 'list',
      listType: 'bullet',
      tag: 'ul',
      start: 1,
      children: [{ ...lexical, type: 'listitem', value: 1, children }],
    })
    let nestedList = list([textNode('fond')])
    for (let level = 0; level < 10; level++)
      nestedList = list([textNode(`niveau ${level}`), nestedList])
    const body = {
      title: 'Listes imbriquées',
      category: 'ACTUALITE',
      content: { root: { ...lexical, type: 'root', children: [nestedList] } },
    }
    const answer = await cms('POST', 'news', { token: adminToken, body })
    expect(answer.status, answer.text.slice(0, 300)).toBe(201)
    await payload.delete({
      collection: 'news',
      id: (answer.json as { doc: { id: number } }).doc.id,
      overrideAccess: true,
      context,
    })
  })
})

describe('/api/cms: operators, SQL and paths in queries, ids and file names', () => {
  it('keeps hidden fields and drafts out of reach of query operators', async () => {
    const published = await cms('GET', 'news?limit=100&depth=0')
    const everyNews = await cms(
      'GET',
      'news?limit=100&depth=0&where[or][0][isPublished][equals]=false&where[or][1][isPublished][equals]=true',
    )
    expect(everyNews.status).toBe(200)
    expect((everyNews.json as { totalDocs: number }).totalDocs).toBe(
      (published.json as { totalDocs: number }).totalDocs,
    )
    expectCmsRefusal(await cms('GET', 'users?where[or][0][password][exists]=true'), 403)
    for (const token of [adminToken, superToken]) {
      for (const query of [
        'where[or][0][password][exists]=true',
        'where[hash][exists]=true',
        'where[salt][like]=a',
        'where[resetPasswordToken][exists]=true',
      ]) {
        expectCmsRefusal(await cms('GET', `users?${query}`, { token }), 400)
      }
      expectCmsRefusal(await cms('GET', 'users?sort=hash', { token }), 400)
      const selected = await cms(
        'GET',
        'users?select[hash]=true&select[salt]=true&select[resetPasswordToken]=true',
        { token },
      )
      expect(selected.status).toBe(200)
      expect(selected.text).not.toMatch(/"(hash|salt|resetPasswordToken)"/)
    }
  })

  it('treats SQL and operator strings in where values as text: 200, nothing matched', async () => {
    for (const value of ["' OR 1=1 --", '{"$gt":""}', '"; DROP TABLE news; --']) {
      for (const query of [
        `where[title][equals]=${encodeURIComponent(value)}`,
        `where[id][equals]=${encodeURIComponent(value)}`,
        `where[title][like]=${encodeURIComponent(value)}`,
      ]) {
        const answer = await cms('GET', `news?${query}`)
        expect(answer.status, query).toBe(200)
        expect((answer.json as { totalDocs: number }).totalDocs, query).toBe(0)
      }
    }
  })

  // Payload's SQL adapter (@payloadcms/drizzle, sanitizeQueryValue) turns a non-numeric value of
  // an `in`/`not_in` on the id, or of a relationship, into NaN, which the driver refuses
  it('refuses a non-numeric id in `in`, `not_in` and in a relationship filter (400, French)', async () => {
    for (const query of [
      'where[id][in]=abc',
      'where[id][not_in]=abc,1',
      'where[images.main][equals]=abc',
    ]) {
      const answer = await cms('GET', `news?${query}`)
      expectCmsRefusal(answer, 400)
      expect(answer.text, query).toContain('un identifiant doit être un nombre')
    }
  })

  it.each(["' OR 1=1 --", '{"$gt":""}', '../../etc/passwd', 'abc', 'NaN', 'Infinity', '-1'])(
    'answers 404 for the id %j, read, update, duplicate or delete',
    async (id) => {
      const before = await snapshot()
      const encoded = encodeURIComponent(id)
      expectCmsRefusal(await cms('GET', `news/${encoded}`), 404)
      expectCmsRefusal(await cms('GET', `users/${encoded}`, { token: superToken }), 404)
      expectCmsRefusal(
        await cms('PATCH', `departments/${encoded}`, { token: adminToken, body: { name: 'x' } }),
        404,
      )
      expectCmsRefusal(
        await cms('POST', `departments/${encoded}/duplicate`, { token: adminToken }),
        404,
      )
      expectCmsRefusal(await cms('DELETE', `news/${encoded}`, { token: adminToken }), 404)
      expect(await snapshot()).toEqual(before)
    },
  )

  it.each(['media', 'documents'])(
    '%s: refuses names out of the upload folder (403), answers 404 for an absent file',
    async (collection) => {
      for (const name of [
        '..%2F..%2Fpayload.config.ts',
        '..%2F..%2F.payload-secret',
        '..%5C..%5Cpayload.config.ts',
        '%2Fetc%2Fpasswd',
        '..',
        '.',
      ]) {
        const answer = await cms('GET', `${collection}/file/${name}`)
        expectCmsRefusal(answer, 403)
        expect(answer.text).not.toMatch(/buildConfig|root:/)
      }
      expectCmsRefusal(await cms('GET', `${collection}/file/absent.png`), 404)
      expectCmsRefusal(await cms('GET', `${collection}/file/${'a'.repeat(5000)}.png`), 404)
      // `prefix` is a field of the upload collections (src/platform/plugins/storage.ts): a prefix that no file
      // has is refused like a name out of the folder
      expectCmsRefusal(await cms('GET', `${collection}/file/absent.png?prefix=..%2F..`), 403)
    },
  )

  it('answers 404, not 500, for the files of a deleted image', async () => {
    const png = await sharp({
      create: { width: 480, height: 360, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer()
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'éphémère' },
      file: { data: png, mimetype: 'image/png', name: 'ephemere.png', size: png.length },
      overrideAccess: true,
      context,
    })
    const served = await cms('GET', `media/file/${doc.filename}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect((await cms('GET', `media/file/${doc.sizes?.thumbnail?.filename}`)).status).toBe(200)
    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true, context })
    expectCmsRefusal(await cms('GET', `media/file/${doc.filename}`), 404)
    expectCmsRefusal(await cms('GET', `media/file/${doc.sizes?.thumbnail?.filename}`), 404)
  })

  it('answers 404 for a path that is no route of Payload', async () => {
    for (const path of ['..%2F..%2Fetc/passwd', 'pas-une-collection', 'globals/pas-un-global']) {
      const answer = await cms('GET', path)
      expect(answer.status, path).toBe(404)
      expect(answer.text).not.toMatch(STACK)
    }
  })

  // Payload answers an unknown route itself, in English and outside its hooks; the route handler
  // translates it (src/platform/plugins/cmsRouteNotFound.ts)
  it('answers an unknown route in French, without echoing the path', async () => {
    for (const path of ['pas-une-collection', 'globals/pas-un-global/x/y']) {
      const answer = await cms('GET', path)
      expectCmsRefusal(answer, 404)
      expect(answer.text).not.toContain('pas-un')
    }
  })
})

describe('names too long for an address: one length rule on every path that saves', () => {
  const LONG = 'Pelle hydraulique '.repeat(15).slice(0, 263)
  const AT_LIMIT = 'P'.repeat(NAME_MAX_LENGTH)
  // prettier-ignore
  const kinds = [
    ['a machine', 'equipment', 'name', '/admin/equipment', { category: 'BTP', price: 85000 }],
    ['a department', 'departments', 'name', '/admin/departments', {}],
    ['an article', 'news', 'title', '/admin/news', { excerpt: 'Résumé', content: '<p>Texte</p>', category: 'ACTUALITE' }],
  ] as const

  it.each(kinds)(
    '%s: 263 characters are refused by the admin, the API and the Local API (400, French), nothing stored',
    async (_name, collection, field, contractPath, rest) => {
      const before = await snapshot()
      const viaCms = await cms('POST', collection, {
        token: adminToken,
        body: { ...rest, [field]: LONG },
      })
      expectCmsRefusal(viaCms, 400)
      expect(viaCms.text).toContain(String(NAME_MAX_LENGTH))
      expectContractRefusal(
        await contract('POST', contractPath, {
          token: adminToken,
          body: { ...rest, [field]: LONG },
        }),
        400,
      )
      await expect(
        payload.create({ collection, data: { ...rest, [field]: LONG } as never, context }),
      ).rejects.toThrow()
      expect(await snapshot()).toEqual(before)
    },
  )

  it('a typed slug over the limit is refused as well; a name at the limit gives a slug the page takes', async () => {
    const slug = await cms('POST', 'equipment', {
      token: adminToken,
      body: { name: 'Pelle', category: 'BTP', price: 85000, slug: 's'.repeat(NAME_MAX_LENGTH + 1) },
    })
    expectCmsRefusal(slug, 400)
    const saved = await cms('POST', 'equipment', {
      token: adminToken,
      body: { name: AT_LIMIT, category: 'BTP', price: 85000 },
    })
    expect(saved.status).toBe(201)
    const doc = (saved.json as { doc: { id: number; slug: string } }).doc
    expect(doc.slug.length).toBeLessThanOrEqual(NAME_MAX_LENGTH)
    await payload.delete({ collection: 'equipment', id: doc.id, context })
  })
})

describe('the back office’s own settings stay out of anonymous answers', () => {
  const RECIPIENT = 'devis-interne@example.com'

  beforeAll(async () => {
    const saved = await cms('POST', 'globals/site-settings', {
      token: adminToken,
      body: { quoteRecipients: [RECIPIENT] },
    })
    expect(saved.status).toBe(200)
  })

  afterAll(async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { quoteRecipients: [] }, context })
  })

  it('no global read anonymously through /api/cms carries the quote requests’ recipients', async () => {
    const anonymous = await cms('GET', 'globals/site-settings')
    expect(anonymous.status).toBe(200)
    expect(anonymous.json).not.toHaveProperty('quoteRecipients')
    for (const { slug } of payload.globals.config) {
      const answer = await cms('GET', `globals/${slug}`)
      expect(answer.text, slug).not.toContain(RECIPIENT)
    }
    expect((await cms('GET', 'globals/site-settings/versions')).text).not.toContain(RECIPIENT)
    // the back office still reads them
    const admin = await cms('GET', 'globals/site-settings', { token: adminToken })
    expect(admin.json).toMatchObject({ quoteRecipients: [RECIPIENT] })
  })

  it('no public GET of the /api contract carries them', async () => {
    const doc = (await api<never>('GET', '/openapi.json')).body as unknown as {
      paths: Record<string, Record<string, { security?: unknown[] }>>
    }
    const publicReads = Object.entries(doc.paths)
      .filter(
        ([path, methods]) => methods.get && !path.includes('{') && !methods.get.security?.length,
      )
      .map(([path]) => path.replace(/^\/api/, ''))
    expect(publicReads).toContain('/homepage/settings')
    for (const path of publicReads) {
      const answer = await api('GET', path)
      expect(answer.text, path).not.toContain(RECIPIENT)
    }
  })

  it('takes 10 recipients at most, on every path that saves them (400, in French)', async () => {
    const eleven = Array.from({ length: 11 }, (_, index) => `devis-${index}@example.com`)
    const message = '10 adresses de réception au maximum.'
    const viaCms = await cms('POST', 'globals/site-settings', {
      token: adminToken,
      body: { quoteRecipients: eleven },
    })
    expect(viaCms.status).toBe(400)
    expect(viaCms.text).toContain(message)
    const viaContract = await api('PUT', '/admin/homepage/settings', {
      token: adminToken,
      body: { general: { quoteRecipients: eleven } },
    })
    expect(viaContract.status).toBe(400)
    expect(viaContract.body.message).toContain(message)
    const stored = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(stored.quoteRecipients).toEqual([RECIPIENT])
  })
})

describe('stored XSS through the /api contract', () => {
  const SCRIPT = '<script>alert(1)</script>'
  const HANDLER = '<img src=x onerror=alert(1)>'
  const IFRAME = '<iframe src="https://evil.example"></iframe>'
  const LINK = '<a href="javascript:alert(1)">clic</a>'
  const ALL = `${SCRIPT}${HANDLER}${IFRAME}${LINK}`
  /** Markup that would run once a client puts the value into a page as HTML. */
  const EXECUTABLE = /<script|<iframe|\bon\w+\s*=|javascript:/i
  /** The same, as a browser reads the HTML: elements, handlers, and addresses once decoded. */
  function runsCode(html: string): boolean {
    const { document } = new JSDOM(`<body>${html}</body>`).window
    if (document.querySelector('script, iframe, object, embed')) return true
    return [...document.body.querySelectorAll('*')].some((element) =>
      [...element.attributes].some(
        ({ name, value }) =>
          name.startsWith('on') ||
          (/^(href|src|xlink:href|action|formaction)$/.test(name) && isExecutableLink(value)),
      ),
    )
  }

  it('news: the body comes back as sanitised HTML; title and summary as the text typed, in JSON', async () => {
    const created = await contract('POST', '/admin/news', {
      token: adminToken,
      body: {
        title: `Titre ${SCRIPT}`,
        excerpt: `Résumé ${HANDLER}`,
        content: `<p>Début ${ALL}<a href="JaVaScRiPt:alert(2)">deux</a><a href=" javascript:alert(3)">trois</a><a href="java&#x09;script:alert(4)">quatre</a> fin</p>${IFRAME}<svg onload="alert(5)"></svg>`,
        category: 'ACTUALITE',
        tags: [SCRIPT],
      },
    })
    expect(created.status, created.text).toBe(201)
    const id = (created.json as { data: { _id: string } }).data._id
    try {
      const response = await api<{ title: string; excerpt: string; content: string }>(
        'GET',
        `/news/${id}`,
      )
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      const article = response.body.data!
      expect(article.content).not.toMatch(EXECUTABLE)
      expect(runsCode(article.content), article.content).toBe(false)
      expect(article.content).toMatch(/Début.*clic.*deux.*trois.*quatre.*fin/s)
      // text stays text: JSON carries it verbatim, and whoever renders it escapes it (React does)
      expect(article).toMatchObject({ title: `Titre ${SCRIPT}`, excerpt: `Résumé ${HANDLER}` })
      const listed = (await contract('GET', '/news?search=Titre')).json as {
        data: Array<{ _id: string; content: string }>
      }
      expect(listed.data.find((item) => item._id === id)?.content).not.toMatch(EXECUTABLE)
    } finally {
      await payload.delete({ collection: 'news', id: Number(id), overrideAccess: true, context })
    }
  })

  it('news saved through Payload with a javascript: link node: the HTML converter drops the address', async () => {
    const url = 'javascript:alert(1)'
    const link = {
      ...lexical,
      type: 'link',
      version: 3,
      fields: { linkType: 'custom', url, newTab: false },
      children: [textNode(`piège ${SCRIPT}`)],
    }
    const paragraph = {
      ...lexical,
      type: 'paragraph',
      textFormat: 0,
      textStyle: '',
      children: [link],
    }
    const root = { ...lexical, type: 'root', children: [paragraph] }
    const doc = await payload.create({
      collection: 'news',
      context,
      overrideAccess: true,
      data: { title: 'Lien piégé', category: 'ACTUALITE', content: { root } } as never,
    })
    try {
      const article = (await contract('GET', `/news/${doc.id}`)).json as {
        data: { content: string }
      }
      expect(article.data.content).not.toMatch(EXECUTABLE)
      expect(runsCode(article.data.content)).toBe(false)
      expect(article.data.content).toContain('piège &lt;script&gt;')
    } finally {
      await payload.delete({ collection: 'news', id: doc.id, overrideAccess: true, context })
    }
  })

  it('departments: plain text fields come back as the text typed, in JSON', async () => {
    const created = await contract('POST', '/admin/departments', {
      token: adminToken,
      body: { name: `Pirate ${SCRIPT}`, slug: 'pirate-xss', description: ALL, features: [HANDLER] },
    })
    expect(created.status, created.text).toBe(201)
    const id = (created.json as { data: { _id: string } }).data._id
    try {
      const response = await api<Record<string, unknown>>('GET', '/departments/pirate-xss')
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      const department = response.body.data
      expect(department).toMatchObject({
        name: `Pirate ${SCRIPT}`,
        description: ALL,
        features: [HANDLER],
      })
    } finally {
      await payload.delete({
        collection: 'departments',
        id: Number(id),
        overrideAccess: true,
        context,
      })
    }
  })

  it('sections: text fields keep the text typed; a link that runs code is refused (400)', async () => {
    const hero = await payload.findGlobal({ slug: 'section-hero', depth: 0 })
    const saveHero = (content: Record<string, string>) =>
      contract('PUT', '/admin/homepage/sections/hero', { token: adminToken, body: { content } })
    try {
      const saved = await saveHero({ title: `Accueil ${SCRIPT}`, description: ALL })
      expect(saved.status, saved.text).toBe(200)
      const settings = (await contract('GET', '/homepage/settings')).json as {
        data: { sections: Array<{ id: string; content: Record<string, unknown> }> }
      }
      expect(
        settings.data.sections.find((section) => section.id === 'hero')?.content,
      ).toMatchObject({ title: `Accueil ${SCRIPT}`, description: ALL })
      for (const link of [
        'javascript:alert(1)',
        ' JavaScript:alert(1)',
        'java\tscript:alert(1)',
        'vbscript:msgbox(1)',
        'data:text/html,<script>alert(1)</script>',
      ]) {
        const answer = await saveHero({ ctaLink: link })
        expectContractRefusal(
          answer,
          400,
          `${frenchOnly.api.invalidInput} ctaLink : ${UNSAFE_LINK_MESSAGE}`,
        )
      }
      for (const link of [
        '#services',
        '/equipements',
        'https://example.com/a?b=javascript:',
        'mailto:contact@example.com',
        'tel:+22790000000',
      ]) {
        const answer = await saveHero({ ctaLink: link })
        expect(answer.status, link).toBe(200)
      }
    } finally {
      await payload.updateGlobal({
        slug: 'section-hero',
        data: { title: hero.title, description: hero.description, ctaLink: hero.ctaLink },
        context,
      })
    }
  })

  const LINK_FIELDS: Array<[GlobalSlug, string]> = [
    ['section-hero', 'ctaLink'],
    ['section-departments', 'ctaLink'],
    ['section-equipment', 'ctaLink'],
    ['section-equipment', 'categories.0.link'],
    ['section-partners', 'partners.0.website'],
    ['section-contact', 'mapEmbedUrl'],
    ['section-contact', 'socialLinks.facebook'],
    // the existing quick links are protected (their address cannot change): a new one
    ['section-footer', 'quickLinks.new.href'],
    ['section-footer', 'legalLinks.privacy'],
    ['section-footer', 'socialLinks.linkedin'],
    ['top-bar', 'socialMedia.0.url'],
    ['top-bar', 'navigation.items.0.href'],
    ['top-bar', 'cta.action'],
    ['maintenance', 'socialMedia.0.url'],
  ] as Array<[GlobalSlug, string]>

  it.each(LINK_FIELDS)(
    '%s %s: a javascript: link is refused through /api/cms too (400), nothing saved',
    async (slug, path) => {
      const before = (await payload.findGlobal({ slug, depth: 0 })) as unknown as Record<
        string,
        unknown
      >
      // the whole top-level value, with this one link replaced
      const keys = path.split('.')
      const body: Record<string, unknown> = { [keys[0]]: structuredClone(before[keys[0]]) }
      let target = body
      for (const key of keys.slice(0, -1)) {
        if (key === 'new') (target as unknown as unknown[]).push({ name: 'Piège' })
        target = target[
          key === 'new' ? (target as unknown as unknown[]).length - 1 : key
        ] as Record<string, unknown>
      }
      expect(target, path).toBeTruthy()
      target[keys[keys.length - 1]] = 'javascript:alert(document.cookie)'
      const answer = await cms('POST', `globals/${slug}`, { token: adminToken, body })
      expectCmsRefusal(answer, 400)
      expect(answer.text).toContain(UNSAFE_LINK_MESSAGE)
      expect(await payload.findGlobal({ slug, depth: 0 })).toEqual(before)
    },
  )
})
