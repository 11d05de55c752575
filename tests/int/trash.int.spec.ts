// features: platform
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { publishedNewsStamps } from '@/platform/data/sitemap'
import { DAY_MS } from '@/lib/days'
import { DEMO_ADMIN } from '@/platform/runtime/environment'
import { seedContent } from '@/seed'
import { emptyTrash } from '@/platform/services/trash/emptyTrash'

import { api, tokenFor } from '../helpers/api'
import { cms } from '../helpers/cms'
import { testPayload } from '../helpers/payload'

/** The trash (#44): « Supprimer » moves there, an administrator restores or deletes for good. */
let payload: Payload
let token: string
type Doc = Record<string, unknown> & { _id: string }
const context = { disableRevalidate: true }
const made: { collection: 'equipment' | 'news' | 'departments'; id: number | string }[] = []

beforeAll(async () => {
  payload = await testPayload()
  token = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
})

afterEach(async () => {
  delete process.env.TRASH_RETENTION_DAYS
  for (const { collection, id } of made.splice(0))
    await payload.delete({
      collection,
      where: { id: { equals: id } },
      trash: true,
      overrideAccess: true,
      context,
    })
})

const machine = async (name: string) => {
  const doc = await payload.create({
    collection: 'equipment',
    data: { name, category: 'BTP', status: 'available', forRent: true, price: 50_000 },
    context,
  })
  made.push({ collection: 'equipment', id: doc.id })
  return doc
}

/** What the admin's Trash view does: Payload's REST with `trash=true`. */
const restore = (collection: string, id: number | string) =>
  cms('PATCH', `/${collection}/${id}?trash=true`, { token, body: { deletedAt: null } })

describe('moving to the trash', () => {
  it('takes a machine off every read at once, and brings it back at its address when restored', async () => {
    const doc = await machine('Compacteur Zorbex ZX 120')
    const removed = await api('DELETE', `/admin/equipment/${doc.id}`, { token })
    expect(removed.status).toBe(200)
    expect(removed.body.message).toBe('Équipement supprimé avec succès')

    expect((await api('GET', `/equipment/${doc.id}`)).status).toBe(404)
    expect((await api('GET', '/equipment/slug/compacteur-zorbex-zx-120')).status).toBe(404)
    const listed = await api<Doc[]>('GET', '/equipment?search=Zorbex&limit=100')
    expect(listed.body.data).toEqual([])
    expect((await api('PUT', `/admin/equipment/${doc.id}`, { token, body: {} })).status).toBe(404)
    // still there, in the trash
    const kept = await payload.findByID({ collection: 'equipment', id: doc.id, trash: true })
    expect(kept.deletedAt).toBeTruthy()
    expect(kept.slug).toBe(`compacteur-zorbex-zx-120-corbeille-${doc.id}`)

    const restored = await restore('equipment', doc.id)
    expect(restored.status).toBe(200)
    const back = await api<Doc>('GET', '/equipment/slug/compacteur-zorbex-zx-120')
    expect(back.status).toBe(200)
    expect(back.body.data?._id).toBe(String(doc.id))
    // a move to the trash is not a rename: no redirect left behind
    const redirects = await payload.count({
      collection: 'redirects',
      where: { 'to.reference': { equals: { relationTo: 'equipment', value: doc.id } } },
    })
    expect(redirects.totalDocs).toBe(0)
  })

  it('lets a new item take the address of one in the trash; the restored one takes the next free one', async () => {
    const first = await machine('Niveleuse Kestra K 14')
    await api('DELETE', `/admin/equipment/${first.id}`, { token })
    const second = await machine('Niveleuse Kestra K 14')
    expect(second.slug).toBe('niveleuse-kestra-k-14')
    await restore('equipment', first.id)
    const restored = await payload.findByID({ collection: 'equipment', id: first.id })
    expect(restored.slug).toBe('niveleuse-kestra-k-14-2')
    expect((await api<Doc>('GET', '/equipment/slug/niveleuse-kestra-k-14')).body.data?._id).toBe(
      String(second.id),
    )
  })

  it('names the item that holds an address, instead of a bare « must be unique »', async () => {
    await machine('Chargeuse Volvo L90')
    const twin = await api('POST', '/admin/equipment', {
      token,
      body: { name: 'Chargeuse Volvo L90', category: 'ENGIN', price: 90_000 },
    })
    expect(twin.status).toBe(400)
    expect(twin.body.message).toContain(
      'L’adresse « chargeuse-volvo-l90 » est déjà celle de « Chargeuse Volvo L90 » : changez le nom ou le slug.',
    )
    const department = await api('POST', '/admin/departments', {
      token,
      body: { name: 'Hydraulique', description: 'Doublon' },
    })
    expect(department.status).toBe(400)
    expect(department.body.message).toContain('« hydraulique »')
  })

  it('takes an article off the news, its page and the sitemap; a department off the list', async () => {
    const created = await api<Doc>('POST', '/admin/news', {
      token,
      body: {
        title: 'Article à jeter',
        excerpt: 'Bientôt à la corbeille',
        content: '<p>Un article qui ne restera pas.</p>',
        category: 'ACTUALITE',
        isPublished: true,
      },
    })
    expect(created.status).toBe(201)
    const article = { id: Number(created.body.data?._id) }
    made.push({ collection: 'news', id: article.id })
    expect((await api('GET', `/news/${article.id}`)).status).toBe(200)
    expect((await api('DELETE', `/admin/news/${article.id}`, { token })).body.message).toBe(
      'Article supprimé avec succès',
    )
    expect((await api('GET', `/news/${article.id}`)).status).toBe(404)
    const news = await api<Doc[]>('GET', '/news?limit=100')
    expect(news.body.data?.some((item) => item._id === String(article.id))).toBe(false)
    expect((await publishedNewsStamps(payload)).some(({ id }) => id === article.id)).toBe(false)

    const department = await payload.create({
      collection: 'departments',
      data: { name: 'Énergie solaire', description: 'Kits' },
      context,
    })
    made.push({ collection: 'departments', id: department.id })
    await api('DELETE', `/admin/departments/${department.id}`, { token })
    const departments = await api<Doc[]>('GET', '/departments/all')
    expect(departments.body.data?.some((item) => item._id === String(department.id))).toBe(false)
    expect((await api('GET', '/departments/energie-solaire')).status).toBe(404)
  })

  it('shows no picture of the trash: a machine whose picture is trashed shows none, until it is restored', async () => {
    const [picture] = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs
    const doc = await machine('Grue mobile Liebherr')
    await payload.update({
      collection: 'equipment',
      id: doc.id,
      data: { images: { main: picture!.id } },
      context,
    })
    const removed = await api('DELETE', `/upload/${picture!.id}`, { token })
    expect(removed.status).toBe(200)
    try {
      expect((await api('GET', `/upload/${picture!.id}`, { token })).status).toBe(404)
      const shown = await api<Doc>('GET', `/equipment/${doc.id}`)
      expect((shown.body.data?.images as { main: string | null }).main).toBeNull()
      // the trash is the administrators' alone
      const trashQuery = `/media?trash=true&where[deletedAt][exists]=true&depth=0`
      const peek = await cms('GET', trashQuery)
      expect(peek.status).toBe(200)
      expect((peek.json as { docs: unknown[] }).docs).toEqual([])
      const seen = await cms('GET', trashQuery, { token })
      expect((seen.json as { docs: { id: number }[] }).docs.map(({ id }) => id)).toEqual([
        picture!.id,
      ])
    } finally {
      expect((await restore('media', picture!.id)).status).toBe(200)
    }
    const shown = await api<Doc>('GET', `/equipment/${doc.id}`)
    expect((shown.body.data?.images as { main: string | null }).main).toBe(picture!.url)
  })

  it('is the admin’s « Supprimer » too (Payload’s REST), and only an administrator may', async () => {
    const doc = await machine('Tractopelle JCB 3CX')
    const anonymous = await cms('PATCH', `/equipment/${doc.id}`, {
      body: { deletedAt: new Date().toISOString() },
    })
    expect(anonymous.status).toBe(403)
    const trashed = await cms('PATCH', `/equipment/${doc.id}`, {
      token,
      body: { deletedAt: new Date().toISOString() },
    })
    expect(trashed.status).toBe(200)
    expect((await api('GET', `/equipment/${doc.id}`)).status).toBe(404)
    const inTrash = await cms('GET', `/equipment?trash=true&where[deletedAt][exists]=true`, {
      token,
    })
    const ids = (inTrash.json as { docs: { id: number }[] }).docs.map(({ id }) => id)
    expect(ids).toContain(doc.id)
    // nobody but an administrator sees the trash
    const peek = await cms('GET', `/equipment?trash=true&where[deletedAt][exists]=true`)
    expect((peek.json as { docs: unknown[] }).docs).toEqual([])
  })
})

describe('a site whose content is all in the trash', () => {
  it('is not seeded again at the next start', async () => {
    const all = { id: { exists: true } }
    const trashed: {
      collection: 'departments' | 'equipment' | 'news'
      ids: (number | string)[]
    }[] = []
    for (const collection of ['departments', 'equipment', 'news'] as const) {
      const { docs } = await payload.update({
        collection,
        where: all,
        data: { deletedAt: new Date().toISOString() },
        context,
      })
      trashed.push({ collection, ids: docs.map(({ id }) => id) })
    }
    try {
      expect((await payload.count({ collection: 'equipment' })).totalDocs).toBe(0)
      expect((await seedContent(payload)).seeded).toBe(false)
      expect((await payload.count({ collection: 'departments' })).totalDocs).toBe(0)
    } finally {
      for (const { collection, ids } of trashed)
        await payload.update({
          collection,
          where: { id: { in: ids } },
          data: { deletedAt: null },
          trash: true,
          context,
        })
    }
  })
})

describe('emptying the trash', () => {
  it('deletes for good what has been there longer than TRASH_RETENTION_DAYS, and nothing else', async () => {
    const old = await machine('Bulldozer ancien')
    const recent = await machine('Bulldozer récent')
    const live = await machine('Bulldozer en service')
    const now = Date.now()
    for (const [doc, daysAgo] of [
      [old, 31],
      [recent, 29],
    ] as const) {
      await payload.update({
        collection: 'equipment',
        id: doc.id,
        data: { deletedAt: new Date(now - daysAgo * DAY_MS).toISOString() },
        context,
      })
    }
    expect(await emptyTrash(payload, now)).toBe(1)
    const left = await payload.find({
      collection: 'equipment',
      trash: true,
      where: { id: { in: [old.id, recent.id, live.id] } },
      depth: 0,
    })
    expect(left.docs.map(({ id }) => id).sort()).toEqual([recent.id, live.id].sort())
    // configurable: 10 days, the recent one goes too; run again, nothing more to do
    process.env.TRASH_RETENTION_DAYS = '10'
    expect(await emptyTrash(payload, now)).toBe(1)
    expect(await emptyTrash(payload, now)).toBe(0)
    expect(
      await payload.count({ collection: 'equipment', where: { id: { equals: live.id } } }),
    ).toEqual({
      totalDocs: 1,
    })
  })
})
