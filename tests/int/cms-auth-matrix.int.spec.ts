// features: platform, accounts
import type { GlobalSlug, Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lexicalFromParagraphs } from '@/lib/lexical'
import { DEMO_ADMIN, DEMO_SUPER_ADMIN } from '@/platform/runtime/environment'

import { cms, type CmsAnswer, resign } from '../helpers/cms'
import { testPayload } from '../helpers/payload'

/**
 * Payload's own REST API (/api/cms) answers every write of every caller as the access rules of
 * collections/ and globals/ say: a refusal is a 403 with Payload's French message and leaves the
 * database as it was; nothing ever answers 500 or shows a password hash or someone else's email.
 */
let payload: Payload
let png: Buffer
const context = { disableRevalidate: true }

const CALLERS = ['anonymous', 'forged', 'admin', 'superAdmin'] as const
type Caller = (typeof CALLERS)[number]
const tokens: Record<Caller, string | undefined> = {
  anonymous: undefined,
  forged: undefined,
  admin: undefined,
  superAdmin: undefined,
}
/** Emails an admin may not see: every account but their own. */
let othersEmails: string[] = []

const FORBIDDEN = { errors: [{ message: 'Vous n’êtes pas autorisé à effectuer cette action.' }] }
const NOT_FOUND = { errors: [{ message: 'Route API introuvable' }] }

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'xref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \ntrailer<</Size 3/Root 1 0 R>>\nstartxref\n98\n%%EOF\n',
)

let serial = 0
const unique = () => `matrice-${++serial}`

function fileForm(name: string, type: string, data: Buffer, fields: Record<string, unknown>) {
  const form = new FormData()
  form.append('file', new File([new Uint8Array(data)], name, { type }))
  form.append('_payload', JSON.stringify(fields))
  return form
}

// prettier-ignore
type Slug = 'departments' | 'equipment' | 'news' | 'media' | 'documents' | 'quote-requests' | 'subscribers' | 'page-views' | 'users' | 'rate-limit-hits' | 'rental-snapshots' | 'page-view-days' | 'outgoing-emails' | 'payload-kv' | 'weekly-reports'
type NewDoc = { data: Record<string, unknown>; file?: { name: string; type: string; data: Buffer } }

/** A valid new document of each collection: what a create call sends, and what a fixture is made of. */
// prettier-ignore
const newDoc: Record<Slug, () => NewDoc> = {
  departments: () => ({ data: { name: `Département ${unique()}` } }),
  equipment: () => ({ data: { name: `Engin ${unique()}`, price: 1, category: 'BTP', status: 'available' } }),
  news: () => ({ data: { title: `Article ${unique()}`, content: lexicalFromParagraphs(['Texte.']), category: 'ACTUALITE' } }),
  media: () => ({ data: { alt: unique() }, file: { name: `${unique()}.png`, type: 'image/png', data: png } }),
  documents: () => ({ data: { title: unique() }, file: { name: `${unique()}.pdf`, type: 'application/pdf', data: PDF } }),
  'quote-requests': () => ({ data: { name: unique(), email: `${unique()}@example.com`, phone: '+227 90 00 00 00', message: 'Devis', status: 'new' } }),
  subscribers: () => ({ data: { email: `${unique()}@example.com` } }),
  'page-views': () => ({ data: { path: `/${unique()}` } }),
  users: () => ({ data: { email: `${unique()}@example.com`, password: 'matrice-1234', role: 'super-admin' } }),
  'rate-limit-hits': () => ({ data: { key: `auth:${unique()}`, resetAt: new Date(Date.now() + 60_000).toISOString() } }),
  'rental-snapshots': () => ({ data: { day: unique(), rentedEquipment: 1, estimatedMonthlyRevenue: 30_000 } }),
  'page-view-days': () => ({ data: { day: unique(), pageViews: 1, uniqueVisitors: 1, visits: 1, bounces: 1, totalDuration: 0, sources: {}, departments: {}, pages: [] } }),
  'outgoing-emails': () => ({ data: { to: `${unique()}@example.com`, subject: unique(), kind: 'notification', status: 'failed', text: 'Texte', html: '<p>Texte</p>' } }),
  'payload-kv': () => ({ data: { key: `content-version:${unique()}`, data: { version: unique(), origin: 'matrice' } } }),
  'weekly-reports': () => ({ data: { week: unique() } }),
}

/** What a change sends: it would be visible in the document if it went through. */
const change: Record<Slug, Record<string, unknown>> = {
  departments: { name: 'Piraté' },
  equipment: { name: 'Piraté' },
  news: { title: 'Piraté' },
  media: { alt: 'Piraté' },
  documents: { title: 'Piraté' },
  'quote-requests': { status: 'replied' },
  subscribers: { source: 'contact' },
  'page-views': { duration: 999 },
  users: { firstName: 'Piraté', password: 'pirate-12345' },
  'rate-limit-hits': { key: 'Piraté' },
  'rental-snapshots': { rentedEquipment: 999 },
  'page-view-days': { pageViews: 999 },
  'outgoing-emails': { status: 'sent' },
  'payload-kv': { data: { version: 'Piraté' } },
  'weekly-reports': { recipients: 999 },
}

const requestBody = (slug: Slug) => {
  const { data, file } = newDoc[slug]()
  return file ? fileForm(file.name, file.type, file.data, data) : data
}

async function createFixture(slug: Slug): Promise<number> {
  const { data, file } = newDoc[slug]()
  const doc = await payload.create({
    collection: slug,
    data: data as never,
    overrideAccess: true,
    context,
    ...(file && {
      file: { data: file.data, mimetype: file.type, name: file.name, size: file.data.length },
    }),
  })
  return Number(doc.id)
}

const docState = (slug: Slug) => async (id?: number) =>
  (
    await payload.find({
      collection: slug,
      where: { id: { equals: id } },
      overrideAccess: true,
      showHiddenFields: true,
      depth: 0,
    })
  ).docs
const countState = (slug: Slug) => async () =>
  (await payload.count({ collection: slug, overrideAccess: true })).totalDocs

/** Expected status for [anonymous, forged token, admin, super-admin]. */
type Statuses = [number, number, number, number]
type Write = {
  method: 'POST' | 'PATCH' | 'DELETE'
  /** `:id` stands for the target document. */
  path: string
  body?: (id?: number) => unknown
  /** Creates the document the call acts on. */
  target?: () => Promise<number>
  /** What a refusal must leave as it was. */
  state: (id?: number) => Promise<unknown>
  statuses: Statuses
  /** Callers the call answers 2xx but who may not change anything (Payload narrows the query to what they may touch). */
  noEffectFor?: Caller[]
  cleanup?: Slug
}

const ADMINS_WRITE: Statuses = [403, 403, 200, 200]
const ADMINS_CREATE: Statuses = [403, 403, 201, 201]
const NOBODY: Statuses = [403, 403, 403, 403]
/** Payload's internal collections have no route over HTTP (src/platform/plugins/cmsRouteNotFound.ts). */
const NO_ROUTE: Statuses = [404, 404, 404, 404]
const SUPER_ADMIN_ONLY: Statuses = [403, 403, 403, 200]
const SUPER_ADMIN_CREATES: Statuses = [403, 403, 403, 201]

type Expected = {
  create: Statuses
  update: Statuses
  delete: Statuses
  bulkUpdate?: Statuses
  noEffectFor?: Caller[]
}

/** Create, update and delete, by id and by query, each on a document of its own. */
function collectionWrites(slug: Slug, expected: Expected): Write[] {
  const target = () => createFixture(slug)
  const state = docState(slug)
  const byQuery = `${slug}?where[id][equals]=:id`
  const cleanup = slug
  // prettier-ignore
  return [
    { method: 'POST', path: slug, body: () => requestBody(slug), state: countState(slug), statuses: expected.create, cleanup },
    { method: 'PATCH', path: `${slug}/:id`, body: () => change[slug], target, state, statuses: expected.update, cleanup },
    { method: 'PATCH', path: byQuery, body: () => change[slug], target, state, statuses: expected.bulkUpdate ?? expected.update, noEffectFor: expected.noEffectFor, cleanup },
    { method: 'DELETE', path: `${slug}/:id`, target, state, statuses: expected.delete, cleanup },
    { method: 'DELETE', path: byQuery, target, state, statuses: expected.delete, cleanup },
  ]
}

const content = { create: ADMINS_CREATE, update: ADMINS_WRITE, delete: ADMINS_WRITE }
const inbox = { create: NOBODY, update: ADMINS_WRITE, delete: ADMINS_WRITE }

// prettier-ignore
const GLOBALS = [
  'section-hero', 'section-departments', 'section-values', 'section-equipment', 'section-quote-calculator', 'section-news',
  'section-newsletter', 'section-partners', 'section-contact', 'section-footer', 'site-settings', 'top-bar', 'maintenance',
] as GlobalSlug[]

async function lockedUser(): Promise<number> {
  const id = await createFixture('users')
  await payload.db.updateOne({
    collection: 'users',
    id,
    data: { loginAttempts: 5, lockUntil: new Date(Date.now() + 600_000).toISOString() },
  })
  return id
}

const writes: Write[] = [
  ...collectionWrites('departments', content),
  ...collectionWrites('equipment', content),
  ...collectionWrites('news', content),
  ...collectionWrites('media', content),
  ...collectionWrites('documents', content),
  ...collectionWrites('quote-requests', inbox),
  ...collectionWrites('subscribers', inbox),
  ...collectionWrites('page-views', { create: NOBODY, update: NOBODY, delete: ADMINS_WRITE }),
  // what the instances share (rate-limit counters, content versions): the server's alone
  ...collectionWrites('rate-limit-hits', { create: NOBODY, update: NOBODY, delete: NOBODY }),
  // the statistics' rental history: written by equipment saves only
  ...collectionWrites('rental-snapshots', { create: NOBODY, update: NOBODY, delete: NOBODY }),
  // the daily page-view summaries: written by the server, emptied by « Réinitialiser » only
  ...collectionWrites('page-view-days', { create: NOBODY, update: NOBODY, delete: NOBODY }),
  // the outgoing-mail log: written by the server; a super-admin may delete a row
  ...collectionWrites('outgoing-emails', {
    create: NOBODY,
    update: NOBODY,
    delete: SUPER_ADMIN_ONLY,
  }),
  ...collectionWrites('payload-kv', { create: NO_ROUTE, update: NO_ROUTE, delete: NO_ROUTE }),
  // the weekly report's claims: the server's alone (a forged claim would stop a week's report)
  ...collectionWrites('weekly-reports', { create: NOBODY, update: NOBODY, delete: NOBODY }),
  // an admin reads and updates their own account only: a bulk update of another one matches nothing
  ...collectionWrites('users', {
    create: SUPER_ADMIN_CREATES,
    update: SUPER_ADMIN_ONLY,
    delete: SUPER_ADMIN_ONLY,
    bulkUpdate: ADMINS_WRITE,
    noEffectFor: ['admin'],
  }),
  ...GLOBALS.map((slug): Write => ({
    method: 'POST',
    path: `globals/${slug}`,
    body: () => ({}),
    state: async () => payload.findGlobal({ slug, depth: 0, overrideAccess: true }),
    statuses: ADMINS_WRITE,
  })),
  {
    method: 'POST',
    path: 'users/unlock',
    target: lockedUser,
    body: async (id) => ({
      email: (await payload.findByID({ collection: 'users', id: Number(id), overrideAccess: true }))
        .email,
    }),
    state: docState('users'),
    statuses: SUPER_ADMIN_ONLY,
    cleanup: 'users',
  },
  {
    method: 'POST',
    path: 'users/first-register',
    body: () => ({ email: `${unique()}@example.com`, password: 'premier-1234' }),
    state: countState('users'),
    statuses: NOBODY,
  },
]

beforeAll(async () => {
  payload = await testPayload()
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1e40af' } })
    .png()
    .toBuffer()
  tokens.admin = (await payload.login({ collection: 'users', data: DEMO_ADMIN })).token
  // the admin's own token, signed with another secret
  tokens.forged = await resign(tokens.admin ?? '', 'un-autre-secret')
  tokens.superAdmin = (await payload.login({ collection: 'users', data: DEMO_SUPER_ADMIN })).token
  // an account with a pending reset token: the field must not leak either
  await payload.forgotPassword({
    collection: 'users',
    data: { email: DEMO_SUPER_ADMIN.email },
    disableEmail: true,
  })
})

afterAll(async () => {
  // every document the suite created is named after it
  for (const [slug, where] of [
    ['departments', { name: { like: 'matrice-' } }],
    ['equipment', { name: { like: 'matrice-' } }],
    ['news', { title: { like: 'matrice-' } }],
    ['media', { alt: { like: 'matrice-' } }],
    ['documents', { title: { like: 'matrice-' } }],
    ['users', { email: { like: 'matrice-' } }],
    ['rental-snapshots', { day: { like: 'matrice-' } }],
    ['page-view-days', { day: { like: 'matrice-' } }],
    ['outgoing-emails', { subject: { like: 'matrice-' } }],
    ['weekly-reports', { week: { like: 'matrice-' } }],
  ] as const) {
    await payload.delete({ collection: slug, where, overrideAccess: true, context })
  }
})

const accountEmails = async () =>
  (await payload.find({ collection: 'users', overrideAccess: true, pagination: false })).docs.map(
    (user) => user.email,
  )
const accountId = async (email: string) =>
  (await payload.find({ collection: 'users', where: { email: { equals: email } } })).docs[0].id
const removeIfThere = (collection: Slug, id: number) =>
  payload.delete({ collection, where: { id: { equals: id } }, overrideAccess: true, context })
const signedInAs = async (token: string | undefined) =>
  ((await cms('GET', 'users/me', { token })).json as { user: { email: string } | null }).user
    ?.email ?? null

/** What no answer may carry, whoever asks. */
function expectNoLeak(answer: CmsAnswer, caller: Caller) {
  expect(answer.status, answer.text).toBeLessThan(500)
  expect(answer.text).not.toMatch(/"(hash|salt|resetPasswordToken|resetPasswordExpiration)"/)
  if (caller !== 'superAdmin') {
    for (const email of othersEmails) expect(answer.text).not.toContain(email)
  }
}

const cases = writes.flatMap((write) =>
  CALLERS.map((caller, index) => ({ ...write, caller, status: write.statuses[index] })),
)

describe('every write of /api/cms × anonymous, forged token, admin, super-admin', () => {
  it.each(cases)(
    '$method $path as $caller → $status',
    async ({ method, path, body, target, state, status, caller, noEffectFor, cleanup }) => {
      const id = target ? await target() : undefined
      othersEmails = (await accountEmails()).filter((email) => email !== DEMO_ADMIN.email)
      const before = await state(id)
      const answer = await cms(method, path.replace(':id', String(id)), {
        token: tokens[caller],
        body: await body?.(id),
      })
      expect(answer.status, answer.text).toBe(status)
      expectNoLeak(answer, caller)
      if (status >= 400) {
        expect(answer.json).toEqual(status === 404 ? NOT_FOUND : FORBIDDEN)
        expect(await state(id)).toEqual(before)
      } else if (noEffectFor?.includes(caller)) {
        expect(await state(id)).toEqual(before)
      } else {
        expect(await state(id)).not.toEqual(before)
      }
      const created = (answer.json as { doc?: { id?: number } } | null)?.doc?.id
      for (const leftover of [id, answer.status === 201 ? created : undefined]) {
        if (cleanup && leftover !== undefined) await removeIfThere(cleanup, leftover)
      }
    },
  )

  it('ignores an admin’s own promotion to super-admin (200, role unchanged)', async () => {
    const id = await accountId(DEMO_ADMIN.email)
    const answer = await cms('PATCH', `users/${id}`, {
      token: tokens.admin,
      body: { role: 'super-admin' },
    })
    expect(answer.status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id })).role).toBe('admin')
  })
})

describe('accounts read through /api/cms/users', () => {
  const emails = (answer: CmsAnswer) =>
    ((answer.json as { docs?: Array<{ email: string }> }).docs ?? []).map((user) => user.email)

  it('refuses the list to anonymous visitors and forged tokens (403), shows an admin their own account only', async () => {
    for (const caller of ['anonymous', 'forged'] as const) {
      const answer = await cms('GET', 'users', { token: tokens[caller] })
      expect(answer.status).toBe(403)
      expect(answer.json).toEqual(FORBIDDEN)
      expectNoLeak(answer, caller)
    }
    const own = await cms('GET', 'users?limit=100', { token: tokens.admin })
    expect(own.status).toBe(200)
    expect(emails(own)).toEqual([DEMO_ADMIN.email])
    expectNoLeak(own, 'admin')
  })

  it('answers an admin asking for another account by id as if it did not exist', async () => {
    const id = await accountId(DEMO_SUPER_ADMIN.email)
    const answer = await cms('GET', `users/${id}`, { token: tokens.admin })
    expect(answer.status).toBe(404)
    expectNoLeak(answer, 'admin')
    expect((await cms('GET', `users/${id}`)).status).toBe(403)
  })

  it('shows a super-admin every account, still without hash, salt or reset token', async () => {
    const all = await cms('GET', 'users?limit=100', { token: tokens.superAdmin })
    expect(all.status).toBe(200)
    expect(emails(all)).toEqual(expect.arrayContaining([DEMO_ADMIN.email, DEMO_SUPER_ADMIN.email]))
    expectNoLeak(all, 'superAdmin')
    // the session list of an account is its owner's only
    const others = (
      all.json as { docs: Array<{ email: string; sessions?: unknown[] }> }
    ).docs.filter((user) => user.email !== DEMO_SUPER_ADMIN.email)
    expect(others.every((user) => !user.sessions?.length)).toBe(true)
  })

  it('the forged token is the admin’s own, only the signature differs: signed with the right secret it opens', async () => {
    expect(await signedInAs(await resign(tokens.admin ?? '', payload.secret))).toBe(
      DEMO_ADMIN.email,
    )
    expect(await signedInAs(tokens.forged)).toBeNull()
  })

  it('GET /users/me knows each caller and nobody else', async () => {
    const expected = {
      anonymous: null,
      forged: null,
      admin: DEMO_ADMIN.email,
      superAdmin: DEMO_SUPER_ADMIN.email,
    }
    for (const caller of CALLERS) {
      const answer = await cms('GET', 'users/me', { token: tokens[caller] })
      expect(answer.status).toBe(200)
      expectNoLeak(answer, caller)
      expect(await signedInAs(tokens[caller])).toBe(expected[caller])
    }
  })
})

describe('Payload’s internal collections through /api/cms', () => {
  /** Reads and writes of a collection, by list, id and count. */
  const calls = (collection: string) =>
    [
      ['GET', `${collection}?limit=5`],
      ['GET', `${collection}/1`],
      ['GET', `${collection}/count`],
      ['GET', `${collection}/nav`],
      ['POST', collection],
      ['PATCH', `${collection}/1`],
      ['DELETE', `${collection}/1`],
    ] as const

  async function expectNoRoute(collection: string, caller: Caller) {
    for (const [method, path] of calls(collection)) {
      const answer = await cms(method, path, {
        token: tokens[caller],
        body: method === 'GET' ? undefined : {},
      })
      expect(answer.status, `${method} ${path} as ${caller}: ${answer.text}`).toBe(404)
      expect(answer.json).toEqual(NOT_FOUND)
      expect(answer.text).not.toMatch(/localhost|127\.0\.0\.1|Cannot GET/)
    }
  }

  it.each(CALLERS)(
    'migrations, key-value store and jobs answer %s like an unknown route (404, French)',
    async (caller) => {
      const migrations = await payload.count({
        collection: 'payload-migrations',
        overrideAccess: true,
      })
      for (const collection of [
        'payload-migrations',
        'payload-kv',
        'payload-jobs',
        'globals/payload-jobs-stats',
      ])
        await expectNoRoute(collection, caller)
      expect(
        await payload.count({ collection: 'payload-migrations', overrideAccess: true }),
      ).toEqual(migrations)
    },
  )

  it.each(['anonymous', 'forged'] as const)(
    'preferences and document locks answer %s like an unknown route',
    async (caller) => {
      for (const collection of ['payload-preferences', 'payload-locked-documents'])
        await expectNoRoute(collection, caller)
    },
  )

  it('still serve a signed-in user’s own preferences and document locks, which the admin’s screens read and write', async () => {
    const saved = await cms('POST', 'payload-preferences/matrice-colonnes', {
      token: tokens.admin,
      body: { value: { columns: ['name'] } },
    })
    expect(saved.status, saved.text).toBe(200)
    const read = await cms('GET', 'payload-preferences/matrice-colonnes', { token: tokens.admin })
    expect(read.status).toBe(200)
    expect((read.json as { value: unknown }).value).toEqual({ columns: ['name'] })
    // another account does not see them
    const other = await cms('GET', 'payload-preferences/matrice-colonnes', {
      token: tokens.superAdmin,
    })
    expect((other.json as { value: unknown }).value ?? null).toBeNull()
    expect(
      (await cms('GET', 'payload-locked-documents?limit=1', { token: tokens.admin })).status,
    ).toBe(200)
    expect(
      (await cms('DELETE', 'payload-preferences/matrice-colonnes', { token: tokens.admin })).status,
    ).toBe(200)
  })
})
