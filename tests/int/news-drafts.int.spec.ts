// features: news
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_ADMIN, databaseEngine } from '@/platform/runtime/environment'
import * as sqliteMigration from '@/migrations/sqlite/20261127_143552_news_drafts'
import * as postgresMigration from '@/migrations/postgres/20261127_143610_news_drafts'
import { PUBLICATION_QUEUE } from '@/platform/services/jobs/publications'

import { api, tokenFor } from '../helpers/api'
import { withoutLocalizedContent } from '../helpers/localizedContentMigration'
import { testPayload } from '../helpers/payload'

/**
 * Articles with Payload's drafts (#44): the spec's `isPublished` follows what visitors read, a
 * draft of a published article leaves it as it was, and the /api keeps its meaning.
 */
let payload: Payload
let token: string
const context = { disableRevalidate: true }
const made: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  token = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
})

afterEach(async () => {
  for (const id of made.splice(0)) await payload.delete({ collection: 'news', id, context })
})

const content = (text: string) => ({
  root: {
    type: 'root',
    direction: null,
    format: '',
    indent: 0,
    version: 1,
    children: [
      {
        type: 'paragraph',
        direction: null,
        format: '',
        indent: 0,
        version: 1,
        textFormat: 0,
        children: [
          { type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 },
        ],
      },
    ],
  },
})

async function article(title: string, extra: Record<string, unknown> = {}, draft = false) {
  const doc = await payload.create({
    collection: 'news',
    data: { title, excerpt: `${title} : résumé`, content: content(title), ...extra } as never,
    draft,
    context,
  })
  made.push(doc.id)
  return doc
}

/** What a visitor reads: the collection's access, no session. */
const visitorTitle = async (id: number) =>
  (
    await payload.find({
      collection: 'news',
      where: { id: { equals: id } },
      overrideAccess: false,
      depth: 0,
    })
  ).docs[0]?.title ?? null

/** The public /api's article, as the site's readers get it. */
const publicApiTitle = async (id: number) => {
  const answer = await api<{ title: string }>('GET', `/news/${id}`)
  return answer.status === 200 ? answer.body.data!.title : answer.status
}

describe(`an article's publication (${databaseEngine()})`, () => {
  it('is published when created with neither status nor isPublished, as the spec wants', async () => {
    const doc = await article('Article sans statut')
    expect(doc).toMatchObject({ _status: 'published', isPublished: true })
    expect(await visitorTitle(doc.id)).toBe('Article sans statut')
  })

  it('is a draft no visitor reads when created as one', async () => {
    const doc = await article('Article en brouillon', {}, true)
    expect(doc).toMatchObject({ _status: 'draft', isPublished: false })
    expect(await visitorTitle(doc.id)).toBeNull()
    expect(await publicApiTitle(doc.id)).toBe(404)
  })

  it('edited as a draft, stays as published for visitors until the draft is published', async () => {
    const doc = await article('Chantier de Dosso')
    const draft = await payload.update({
      collection: 'news',
      id: doc.id,
      data: { title: 'Chantier de Dosso : nouveau titre', _status: 'draft' },
      draft: true,
      context,
    })
    // the draft keeps the article's state: it is still published
    expect(draft).toMatchObject({ title: 'Chantier de Dosso : nouveau titre', isPublished: true })
    expect(await visitorTitle(doc.id)).toBe('Chantier de Dosso')
    expect(await publicApiTitle(doc.id)).toBe('Chantier de Dosso')
    const adminList = await payload.find({
      collection: 'news',
      where: { id: { equals: doc.id } },
      draft: true,
      depth: 0,
    })
    expect(adminList.docs[0]).toMatchObject({ title: 'Chantier de Dosso : nouveau titre' })
    expect(adminList.docs[0]!.isPublished).toBe(true)

    await payload.update({
      collection: 'news',
      id: doc.id,
      data: { _status: 'published' },
      context,
    })
    expect(await visitorTitle(doc.id)).toBe('Chantier de Dosso : nouveau titre')
  })

  it('with a draft pending, an edit through the /api keeps it on the site', async () => {
    const doc = await article('Forage de Tahoua')
    await payload.update({
      collection: 'news',
      id: doc.id,
      data: { title: 'Forage de Tahoua : brouillon', _status: 'draft' },
      draft: true,
      context,
    })
    const edited = await api('PUT', `/admin/news/${doc.id}`, {
      token,
      body: { excerpt: 'Un résumé revu.' },
    })
    expect(edited.status).toBe(200)
    expect(await payload.findByID({ collection: 'news', id: doc.id, depth: 0 })).toMatchObject({
      _status: 'published',
      isPublished: true,
      excerpt: 'Un résumé revu.',
    })
    expect(await visitorTitle(doc.id)).not.toBeNull()
  })

  it('is unpublished by Payload’s « Annuler la publication » and by the /api’s isPublished', async () => {
    const doc = await article('Article à retirer')
    const unpublished = await payload.update({
      collection: 'news',
      id: doc.id,
      data: { _status: 'draft' },
      context,
    })
    expect(unpublished).toMatchObject({ _status: 'draft', isPublished: false })
    expect(await visitorTitle(doc.id)).toBeNull()

    // the list's switch and the legacy contract send isPublished alone (back office §4)
    const published = await api<{ isPublished: boolean }>('PUT', `/admin/news/${doc.id}`, {
      token,
      body: { isPublished: true },
    })
    expect(published.status).toBe(200)
    expect(published.body.message).toBe('Article publié avec succès')
    expect(published.body.data?.isPublished).toBe(true)
    expect(await payload.findByID({ collection: 'news', id: doc.id, depth: 0 })).toMatchObject({
      _status: 'published',
      isPublished: true,
    })
    expect(await visitorTitle(doc.id)).toBe('Article à retirer')

    const drafted = await api('PUT', `/admin/news/${doc.id}`, {
      token,
      body: { isPublished: false },
    })
    expect(drafted.body.message).toBe('Article mis en brouillon avec succès')
    expect(await visitorTitle(doc.id)).toBeNull()
    // the /api's filter on its field keeps its meaning
    const drafts = await api<{ _id: string }[]>('GET', '/admin/news?limit=100', { token })
    const listed = drafts.body.data!.find(({ _id }) => _id === String(doc.id)) as
      { isPublished: boolean } | undefined
    expect(listed?.isPublished).toBe(false)
  })

  it('created through the /api as unpublished is a draft; published, it is the published status', async () => {
    const created = await api<{ _id: string; isPublished: boolean }>('POST', '/admin/news', {
      token,
      body: {
        title: 'Article de l’API',
        excerpt: 'Résumé',
        content: '<p>Texte</p>',
        category: 'GENERAL',
        isPublished: false,
      },
    })
    expect(created.status).toBe(201)
    const id = Number(created.body.data!._id)
    made.push(id)
    expect(created.body.data!.isPublished).toBe(false)
    expect(await payload.findByID({ collection: 'news', id, depth: 0 })).toMatchObject({
      _status: 'draft',
    })
    expect(await publicApiTitle(id)).toBe(404)
  })

  it('scheduled, is published once by the jobs queue, with the draft’s changes', async () => {
    const {
      docs: [editor],
    } = await payload.find({ collection: 'users', where: { email: { equals: DEMO_ADMIN.email } } })
    const doc = await article('Annonce planifiée', {}, true)
    await payload.update({
      collection: 'news',
      id: doc.id,
      data: { title: 'Annonce planifiée : version finale' },
      draft: true,
      context,
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      queue: PUBLICATION_QUEUE,
      waitUntil: new Date(Date.now() - 1_000),
      // as the admin's « Planifier » queues it: on behalf of its editor
      input: {
        type: 'publish',
        doc: { relationTo: 'news', value: String(doc.id) as never },
        user: { relationTo: 'users', value: editor.id } as never,
      },
    })
    expect(await visitorTitle(doc.id)).toBeNull()
    await payload.jobs.run({ queue: PUBLICATION_QUEUE, silent: true })
    expect(await visitorTitle(doc.id)).toBe('Annonce planifiée : version finale')
    expect(await payload.findByID({ collection: 'news', id: doc.id, depth: 0 })).toMatchObject({
      isPublished: true,
    })
    // the job ran: another runner finds nothing to do
    const { docs: left } = await payload.find({
      collection: 'payload-jobs',
      where: { queue: { equals: PUBLICATION_QUEUE }, completedAt: { exists: false } },
      depth: 0,
    })
    expect(left).toEqual([])
  })
})

describe(`migration news_drafts (${databaseEngine()})`, () => {
  it('keeps every published article published and every unpublished one a draft, each in the admin’s list', async () => {
    const shown = await article('Article publié avant les brouillons')
    const hidden = await article('Article masqué avant les brouillons', { isPublished: false })
    const migration = databaseEngine() === 'postgres' ? postgresMigration : sqliteMigration
    const args = { db: payload.db.drizzle, payload, req: {} } as never
    await withoutLocalizedContent(payload, async () => {
      await migration.down(args)
      await migration.up(args)
    })
    expect(await payload.findByID({ collection: 'news', id: shown.id, depth: 0 })).toMatchObject({
      _status: 'published',
      isPublished: true,
    })
    expect(await payload.findByID({ collection: 'news', id: hidden.id, depth: 0 })).toMatchObject({
      _status: 'draft',
      isPublished: false,
    })
    expect(await visitorTitle(shown.id)).toBe('Article publié avant les brouillons')
    expect(await visitorTitle(hidden.id)).toBeNull()
    // Payload's draft reads (the admin's list) find every article by its latest version
    const all = await payload.count({ collection: 'news' })
    const drafts = await payload.find({ collection: 'news', draft: true, limit: 0, depth: 0 })
    expect(drafts.totalDocs).toBe(all.totalDocs)
  })
})
