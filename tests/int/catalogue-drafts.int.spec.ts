// features: equipment, departments
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_ADMIN, databaseEngine } from '@/platform/runtime/environment'
import * as sqliteMigration from '@/migrations/sqlite/20261127_150138_catalogue_drafts'
import * as postgresMigration from '@/migrations/postgres/20261127_150132_catalogue_drafts'
import { PUBLICATION_QUEUE } from '@/platform/services/jobs/publications'

import { api, tokenFor } from '../helpers/api'
import { withoutLocalizedContent } from '../helpers/localizedContentMigration'
import { testPayload } from '../helpers/payload'

/**
 * Machines and departments with Payload's drafts (#44): « Actif » (`isActive`) follows what
 * visitors see, a draft of a published item leaves it as it was, and the /api keeps its meaning.
 */
let payload: Payload
let token: string
const context = { disableRevalidate: true }
const made: { collection: 'equipment' | 'departments'; id: number }[] = []

beforeAll(async () => {
  payload = await testPayload()
  token = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
})

afterEach(async () => {
  for (const { collection, id } of made.splice(0).reverse())
    await payload.delete({ collection, id, context })
})

async function machine(name: string, extra: Record<string, unknown> = {}, draft = false) {
  const doc = await payload.create({
    collection: 'equipment',
    data: { name, category: 'BTP', status: 'available', price: 90_000, ...extra } as never,
    draft,
    context,
  })
  made.push({ collection: 'equipment', id: doc.id })
  return doc
}

async function department(name: string, extra: Record<string, unknown> = {}) {
  const doc = await payload.create({
    collection: 'departments',
    data: { name, description: `${name} : description`, ...extra } as never,
    context,
  })
  made.push({ collection: 'departments', id: doc.id })
  return doc
}

/** What a visitor reads: the collection's access, no session. */
const visitorName = async (collection: 'equipment' | 'departments', id: number) =>
  (
    await payload.find({
      collection,
      where: { id: { equals: id } },
      overrideAccess: false,
      depth: 0,
    })
  ).docs[0]?.name ?? null

describe(`a machine's publication (${databaseEngine()})`, () => {
  it('is active when created with neither status nor isActive; a draft no visitor sees', async () => {
    const shown = await machine('Pelle essai publiée')
    expect(shown).toMatchObject({ _status: 'published', isActive: true })
    const hidden = await machine('Pelle essai brouillon', {}, true)
    expect(hidden).toMatchObject({ _status: 'draft', isActive: false })
    expect(await visitorName('equipment', shown.id)).toBe('Pelle essai publiée')
    expect(await visitorName('equipment', hidden.id)).toBeNull()
    // the public /api lists active machines only
    const listed = await api<{ _id: string }[]>('GET', '/equipment?limit=100')
    const ids = listed.body.data!.map(({ _id }) => _id)
    expect(ids).toContain(String(shown.id))
    expect(ids).not.toContain(String(hidden.id))
  })

  it('edited as a draft, stays as published until the draft is published', async () => {
    const doc = await machine('Compacteur essai')
    await payload.update({
      collection: 'equipment',
      id: doc.id,
      data: { name: 'Compacteur essai : nouveau nom', price: 120_000, _status: 'draft' },
      draft: true,
      context,
    })
    expect(await visitorName('equipment', doc.id)).toBe('Compacteur essai')
    const answer = await api<{ name: string; price: number; isActive: boolean }>(
      'GET',
      `/equipment/${doc.id}`,
    )
    expect(answer.body.data).toMatchObject({
      name: 'Compacteur essai',
      price: 90_000,
      isActive: true,
    })
    // a flag flipped through the /api meanwhile keeps it on the site
    const featured = await api('PATCH', `/admin/equipment/${doc.id}/feature`, { token })
    expect(featured.status).toBe(200)
    expect(await payload.findByID({ collection: 'equipment', id: doc.id, depth: 0 })).toMatchObject(
      { _status: 'published', isActive: true },
    )
    await payload.update({
      collection: 'equipment',
      id: doc.id,
      data: { _status: 'published' },
      context,
    })
    expect(await visitorName('equipment', doc.id)).toBe('Compacteur essai : nouveau nom')
  })

  it('is unpublished by « Annuler la publication » or the /api’s isActive, at a scheduled time too', async () => {
    const doc = await machine('Grue essai')
    const unpublished = await payload.update({
      collection: 'equipment',
      id: doc.id,
      data: { _status: 'draft' },
      context,
    })
    expect(unpublished).toMatchObject({ _status: 'draft', isActive: false })
    expect(await visitorName('equipment', doc.id)).toBeNull()
    const reactivated = await api('PUT', `/admin/equipment/${doc.id}`, {
      token,
      body: { isActive: true },
    })
    expect(reactivated.status).toBe(200)
    expect(await visitorName('equipment', doc.id)).toBe('Grue essai')

    await payload.jobs.queue({
      task: 'schedulePublish',
      queue: PUBLICATION_QUEUE,
      waitUntil: new Date(Date.now() - 1_000),
      input: {
        type: 'unpublish',
        doc: { relationTo: 'equipment', value: String(doc.id) as never },
      },
    })
    await payload.jobs.run({ queue: PUBLICATION_QUEUE, silent: true })
    expect(await payload.findByID({ collection: 'equipment', id: doc.id, depth: 0 })).toMatchObject(
      { _status: 'draft', isActive: false },
    )
  })
})

describe(`a department's publication (${databaseEngine()})`, () => {
  it('follows the list’s switch (PATCH …/toggle) and Payload’s status, a draft leaving it as it was', async () => {
    const doc = await department('Énergie essai')
    expect(doc).toMatchObject({ _status: 'published', isActive: true })
    await payload.update({
      collection: 'departments',
      id: doc.id,
      data: { name: 'Énergie essai : brouillon', _status: 'draft' },
      draft: true,
      context,
    })
    expect(await visitorName('departments', doc.id)).toBe('Énergie essai')

    const off = await api<{ isActive: boolean }>('PATCH', `/admin/departments/${doc.id}/toggle`, {
      token,
    })
    expect(off.body.message).toBe('Département désactivé avec succès')
    expect(
      await payload.findByID({ collection: 'departments', id: doc.id, depth: 0 }),
    ).toMatchObject({ _status: 'draft', isActive: false })
    expect(await visitorName('departments', doc.id)).toBeNull()
    const on = await api('PATCH', `/admin/departments/${doc.id}/toggle`, { token })
    expect(on.body.message).toBe('Département activé avec succès')
    expect(
      await payload.findByID({ collection: 'departments', id: doc.id, depth: 0 }),
    ).toMatchObject({ _status: 'published', isActive: true })
  })

  it('created inactive through the /api is a draft', async () => {
    const created = await api<{ _id: string; isActive: boolean }>('POST', '/admin/departments', {
      token,
      body: {
        name: 'Département inactif essai',
        description: 'Pas encore ouvert.',
        isActive: false,
      },
    })
    expect(created.status).toBe(201)
    const id = Number(created.body.data!._id)
    made.push({ collection: 'departments', id })
    expect(await payload.findByID({ collection: 'departments', id, depth: 0 })).toMatchObject({
      _status: 'draft',
      isActive: false,
    })
  })
})

describe(`migration catalogue_drafts (${databaseEngine()})`, () => {
  it('keeps every active machine and department published, every inactive one a draft, each in the admin’s lists', async () => {
    const shown = await machine('Niveleuse avant les brouillons')
    const hidden = await machine('Niveleuse masquée avant les brouillons', { isActive: false })
    const inactive = await department('Département masqué avant les brouillons', {
      isActive: false,
    })
    const migration = databaseEngine() === 'postgres' ? postgresMigration : sqliteMigration
    const args = { db: payload.db.drizzle, payload, req: {} } as never
    await withoutLocalizedContent(payload, async () => {
      await migration.down(args)
      await migration.up(args)
    })
    expect(
      await payload.findByID({ collection: 'equipment', id: shown.id, depth: 0 }),
    ).toMatchObject({ _status: 'published', isActive: true })
    expect(
      await payload.findByID({ collection: 'equipment', id: hidden.id, depth: 0 }),
    ).toMatchObject({ _status: 'draft', isActive: false })
    expect(
      await payload.findByID({ collection: 'departments', id: inactive.id, depth: 0 }),
    ).toMatchObject({ _status: 'draft', isActive: false })
    for (const collection of ['equipment', 'departments'] as const) {
      const all = await payload.count({ collection, trash: true })
      const drafts = await payload.find({
        collection,
        draft: true,
        limit: 0,
        depth: 0,
        trash: true,
      })
      expect(drafts.totalDocs, collection).toBe(all.totalDocs)
    }
  })
})
