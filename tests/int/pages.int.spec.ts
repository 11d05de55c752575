// features: pages
import { readdirSync } from 'node:fs'
import path from 'node:path'

import { createLocalReq, type Payload } from 'payload'

import type { Page } from '@/generated/payload-types'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { siteRedirectTable } from '@/platform/data/redirects'
import { onContentChanged } from '@/platform/runtime/contentSignal'
import { OTHER_SITE_LOCALES } from '@/lib/locales'
import { RESERVED_PAGE_SLUGS } from '@/lib/pagePaths'
import { databaseEngine } from '@/platform/runtime/environment'
import { PUBLICATION_QUEUE } from '@/platform/services/jobs/publications'

import { cms } from '../helpers/cms'
import { testPayload } from '../helpers/payload'

/** Pages built from blocks (#44): drafts, schedules, reserved addresses, trash, redirects. */
let payload: Payload
const context = { disableRevalidate: true }
const made: number[] = []

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(async () => {
  // by id: a refused deletion fails the test (a bulk delete only lists its errors)
  for (const id of made.splice(0))
    await payload.delete({ collection: 'pages', id, trash: true, context })
  const { errors } = await payload.delete({
    collection: 'redirects',
    where: { id: { exists: true } },
    context,
  })
  expect(errors).toEqual([])
})

const paragraph = (text: string) => ({
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

const layout = (text: string) =>
  [{ blockType: 'content', text: paragraph(text) }] as unknown as Page['layout']

/** A page saved as a draft only: never published. */
async function draftPage(title: string, slug?: string) {
  const doc = await payload.create({
    collection: 'pages',
    data: { title, slug, layout: layout(`${title} : le texte`), _status: 'draft' },
    draft: true,
    context,
  })
  made.push(doc.id)
  return doc
}

const publish = (id: number, data: Record<string, unknown> = {}) =>
  payload.update({ collection: 'pages', id, data: { ...data, _status: 'published' }, context })

const saveDraft = (id: number, data: Record<string, unknown>) =>
  payload.update({
    collection: 'pages',
    id,
    data: { ...data, _status: 'draft' },
    draft: true,
    context,
  })

/** What a visitor reads: the collection's access, no session. */
const visitorTitles = async (slug: string) =>
  (
    await payload.find({
      collection: 'pages',
      where: { slug: { equals: slug } },
      overrideAccess: false,
      depth: 0,
    })
  ).docs.map((doc) => doc.title)

describe(`a draft never reaches a visitor (${databaseEngine()})`, () => {
  it('a page never published is no one’s but the editors’, through the Local API and REST', async () => {
    const doc = await draftPage('Carrières chez nous', 'carrieres-essai')
    expect(await visitorTitles('carrieres-essai')).toEqual([])
    const rest = await cms('GET', `/pages/${doc.id}`)
    expect(rest.status).toBe(404)
    const asked = await cms('GET', `/pages?draft=true&where[slug][equals]=carrieres-essai`)
    expect((asked.json as { docs: unknown[] }).docs).toEqual([])

    await publish(doc.id)
    expect(await visitorTitles('carrieres-essai')).toEqual(['Carrières chez nous'])
  })

  it('a draft of a published page leaves the published version to visitors until it is published', async () => {
    const doc = await draftPage('Nos engagements', 'engagements-essai')
    await publish(doc.id)
    await saveDraft(doc.id, { title: 'Nos engagements (brouillon)' })

    expect(await visitorTitles('engagements-essai')).toEqual(['Nos engagements'])
    const asked = await cms('GET', `/pages?draft=true&where[slug][equals]=engagements-essai`)
    expect(JSON.stringify(asked.json)).not.toContain('brouillon')
    // the editor's preview reads the draft
    const latest = await payload.findByID({ collection: 'pages', id: doc.id, draft: true })
    expect(latest.title).toBe('Nos engagements (brouillon)')

    await publish(doc.id)
    expect(await visitorTitles('engagements-essai')).toEqual(['Nos engagements (brouillon)'])
  })
  it('a draft leaves the site’s cache alone; a publication and an unpublication empty it', async () => {
    const signals: string[] = []
    const stop = onContentChanged((tag) => {
      if (tag === 'collection:pages') signals.push(tag)
    })
    try {
      const doc = await draftPage('Cache essai', 'cache-essai')
      await saveDraft(doc.id, { title: 'Cache essai 2' })
      expect(signals).toEqual([])
      await publish(doc.id)
      expect(signals).toEqual(['collection:pages'])
      await saveDraft(doc.id, { title: 'Cache essai 3' })
      await saveDraft(doc.id, { title: 'Cache essai 4' })
      expect(signals).toHaveLength(1)
      await payload.update({ collection: 'pages', id: doc.id, data: { _status: 'draft' }, context })
      expect(signals).toHaveLength(2)
    } finally {
      stop()
    }
  })
})

describe(`a scheduled publication (${databaseEngine()})`, () => {
  it('fires once when several runners (several instances) take its job at the same time', async () => {
    const doc = await draftPage('Chantier de Tillabéri', 'tillaberi-essai')
    // every publication of the page, as its hooks see it (revalidation, redirects)
    const publications: number[] = []
    const hooks = payload.collections.pages.config.hooks.afterChange
    const count: (typeof hooks)[number] = ({ doc: saved }) => {
      if (saved.id === doc.id && saved._status === 'published') publications.push(saved.id)
      return saved
    }
    hooks.push(count)
    try {
      // what « Planifier » queues, its time come
      const job = await payload.jobs.queue({
        task: 'schedulePublish',
        queue: PUBLICATION_QUEUE,
        waitUntil: new Date(Date.now() - 1_000),
        // Payload's admin sends the id as a string (#10481)
        input: { type: 'publish', doc: { relationTo: 'pages', value: String(doc.id) as never } },
      })
      // two instances' runners that both picked the job up (Payload's runner claims a job with
      // a read then a write): each calls the task's handler with the same job
      const task = payload.config.jobs.tasks?.find(({ slug }) => slug === 'schedulePublish')
      const handler = task?.handler as (args: object) => Promise<unknown>
      const runner = async () =>
        handler({ input: job.input, job, req: await createLocalReq({}, payload) })
      await Promise.allSettled([runner(), runner()])
      await runner()
    } finally {
      hooks.splice(hooks.indexOf(count), 1)
    }
    expect(await visitorTitles('tillaberi-essai')).toEqual(['Chantier de Tillabéri'])
    expect(publications).toHaveLength(1)
    // the runner is no request of Next's: the edges expire the pages' tag, this instance's too
    expect(await payload.kv.get('content-version:collection:pages')).toMatchObject({
      origin: 'background',
    })
  })

  it('an unpublication takes the page off the site at its time', async () => {
    const doc = await draftPage('Offre de saison', 'offre-saison-essai')
    await publish(doc.id)
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      queue: PUBLICATION_QUEUE,
      waitUntil: new Date(Date.now() + 60_000),
      input: { type: 'unpublish', doc: { relationTo: 'pages', value: String(doc.id) as never } },
    })
    // not yet: a runner leaves a job whose time has not come
    await payload.jobs.run({ queue: PUBLICATION_QUEUE, silent: true })
    expect(await visitorTitles('offre-saison-essai')).toEqual(['Offre de saison'])
    await payload.db.updateOne({
      collection: 'payload-jobs',
      id: job.id,
      data: { waitUntil: new Date(Date.now() - 1_000).toISOString() },
    })
    await payload.jobs.run({ queue: PUBLICATION_QUEUE, silent: true })
    expect(await visitorTitles('offre-saison-essai')).toEqual([])
  })
})

describe(`a page’s address (${databaseEngine()})`, () => {
  /** The messages of the fields a save was refused for. */
  const refusal = (save: Promise<unknown>) =>
    save.then(
      () => [],
      (error: { data?: { errors?: { message: string }[] } }) =>
        (error.data?.errors ?? []).map(({ message }) => message),
    )

  it('may not be one of the site’s own routes, and says which', async () => {
    const create = (data: Record<string, unknown>) =>
      payload.create({
        collection: 'pages',
        data: { layout: layout('x'), _status: 'published', ...data } as never,
        context,
      })
    expect(await refusal(create({ title: 'Équipements' }))).toEqual([
      'L’adresse « /equipements » est déjà une page du site : choisissez un autre slug.',
    ])
    expect(await refusal(create({ title: 'Page', slug: 'admin' }))).toEqual([
      'L’adresse « /admin » est déjà une page du site : choisissez un autre slug.',
    ])
    // another language's word for one of them: the page would never show in that language
    expect(await refusal(create({ title: 'News' }))).toEqual([
      'L’adresse « /en/news » est déjà une page du site : choisissez un autre slug.',
    ])
    const page = await create({ title: 'Nos engagements', slug: 'nos-engagements-mots' })
    made.push(page.id)
    const inEnglish = payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Our commitments', slug: 'equipment' },
      context,
    })
    expect(await refusal(inEnglish)).toEqual([
      'L’adresse « /en/equipment » est déjà une page du site : choisissez un autre slug.',
    ])
  })

  it('reserves every folder the site serves at its root, the English site’s /en among them', () => {
    const root = process.cwd()
    const folders = [
      ...readdirSync(path.join(root, 'src/app/(frontend)'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !/^[([]/.test(entry.name))
        .map((entry) => entry.name),
      ...readdirSync(path.join(root, 'public')).filter((name) => !name.includes('.')),
      // the other languages' sites share the first part with pages (src/app/(languages)/[first])
      ...OTHER_SITE_LOCALES,
    ].filter((name) => /^[a-z0-9-]+$/.test(name))
    expect(folders.length).toBeGreaterThan(10)
    expect(folders).toContain('en')
    for (const folder of folders) expect(RESERVED_PAGE_SLUGS, folder).toContain(folder)
  })

  it('renamed in a draft moves nothing; published, its former address answers 301 to the new', async () => {
    const doc = await draftPage('Nos réalisations', 'realisations-essai')
    await publish(doc.id)
    await saveDraft(doc.id, { slug: 'nos-realisations-essai' })
    expect(await siteRedirectTable(payload)).toEqual([])
    await publish(doc.id)
    expect(await siteRedirectTable(payload)).toEqual([
      { from: '/realisations-essai', to: '/nos-realisations-essai', status: 301 },
    ])
  })

  it('in the trash, it is gone for visitors and lets its address go; restored, it is back', async () => {
    const doc = await draftPage('Carrières', 'carrieres-corbeille-essai')
    await publish(doc.id)
    await payload.update({
      collection: 'pages',
      id: doc.id,
      data: { deletedAt: new Date().toISOString() },
      context,
    })
    expect(await visitorTitles('carrieres-corbeille-essai')).toEqual([])
    const other = await draftPage('Carrières (nouvelle)', 'carrieres-corbeille-essai')
    expect(other.slug).toBe('carrieres-corbeille-essai')
    await payload.delete({ collection: 'pages', id: other.id, context })
    made.splice(made.indexOf(other.id), 1)
    await payload.update({
      collection: 'pages',
      id: doc.id,
      data: { deletedAt: null },
      trash: true,
      context,
    })
    expect(await visitorTitles('carrieres-corbeille-essai')).toEqual(['Carrières'])
  })
})
