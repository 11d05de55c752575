// features: projects
import { formatPeriod } from '@/lib/format'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { toSiteProject } from '@/features/projects/shape'
import { siteRedirectTable } from '@/platform/data/redirects'
import { databaseEngine } from '@/platform/runtime/environment'
import type { Project } from '@/generated/payload-types'

import { cms } from '../helpers/cms'
import { testPayload } from '../helpers/payload'

/** Case studies (#44): drafts kept from visitors, their department guarded, their addresses kept. */
let payload: Payload
const context = { disableRevalidate: true }
const made: { collection: 'projects' | 'departments'; id: number }[] = []

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(async () => {
  for (const { collection, id } of made.splice(0).reverse())
    await payload.delete({ collection, id, trash: true, context })
  await payload.delete({ collection: 'redirects', where: { id: { exists: true } }, context })
})

async function department(name: string) {
  const doc = await payload.create({
    collection: 'departments',
    data: { name, description: 'Essai' },
    context,
  })
  made.push({ collection: 'departments', id: doc.id })
  return doc
}

async function project(data: Partial<Project> & { department: number }) {
  const doc = await payload.create({
    collection: 'projects',
    data: {
      title: 'Forage de Sakoïra essai',
      summary: 'Un forage.',
      _status: 'published',
      ...data,
    },
    context,
  })
  made.push({ collection: 'projects', id: doc.id })
  return doc
}

afterAll(async () => {
  // nothing of this file is left for the next ones (they count the seeded departments)
  const left = await payload.find({
    collection: 'departments',
    where: { name: { like: 'essai' } },
    trash: true,
    depth: 0,
  })
  expect(left.docs.map((doc) => doc.name)).toEqual([])
})

const visitorTitles = async () =>
  (await payload.find({ collection: 'projects', overrideAccess: false, depth: 0, limit: 100 })).docs
    .map((doc) => doc.title)
    .filter((title) => title.endsWith('essai'))

describe(`case studies (${databaseEngine()})`, () => {
  it('a draft never reaches a visitor, through the Local API or REST', async () => {
    const owner = await department('Hydraulique essai')
    const draft = await payload.create({
      collection: 'projects',
      data: {
        title: 'Château d’eau essai',
        summary: 'En cours.',
        department: owner.id,
        _status: 'draft',
      },
      draft: true,
      context,
    })
    made.push({ collection: 'projects', id: draft.id })
    await project({ department: owner.id })
    expect(await visitorTitles()).toEqual(['Forage de Sakoïra essai'])
    expect((await cms('GET', `/projects/${draft.id}`)).status).toBe(404)
  })

  it('a department its projects name is not deleted for good, and the team is told which ones', async () => {
    const owner = await department('Forages du Nord essai')
    await project({ department: owner.id, title: 'Puits de Tahoua essai' })
    const refused = await payload.delete({ collection: 'departments', id: owner.id, context }).then(
      () => null,
      (error: { status?: number; message: string }) => error,
    )
    expect(refused?.status).toBe(400)
    expect(refused?.message).toBe(
      'Le département « Forages du Nord essai » est celui de 1 réalisation (Puits de Tahoua essai) : rattachez-la à un autre département avant de le supprimer définitivement.',
    )
    // still there, and its move to the trash (undoable) stays allowed
    await payload.update({
      collection: 'departments',
      id: owner.id,
      data: { deletedAt: new Date().toISOString() },
      context,
    })
    const [shown] = (
      await payload.find({
        collection: 'projects',
        where: { title: { equals: 'Puits de Tahoua essai' } },
        overrideAccess: false,
        depth: 1,
      })
    ).docs
    // the project shows no department while its department is in the trash
    expect(toSiteProject(shown!).department).toBeNull()
  })

  it('a published project’s new address answers 301 from its former one', async () => {
    const owner = await department('Routes essai')
    const doc = await project({ department: owner.id, title: 'Route de Gaya essai' })
    await payload.update({
      collection: 'projects',
      id: doc.id,
      data: { slug: 'route-dosso-gaya-essai', _status: 'published' },
      context,
    })
    expect(await siteRedirectTable(payload)).toEqual([
      {
        from: '/realisations/route-de-gaya-essai',
        to: '/realisations/route-dosso-gaya-essai',
        status: 301,
      },
    ])
  })

  it('may not take the address of the filtered list', async () => {
    const owner = await department('Filtres essai')
    const refused = await project({ department: owner.id, slug: 'filtres' }).then(
      () => [],
      (error: { data?: { errors?: { message: string }[] } }) =>
        (error.data?.errors ?? []).map(({ message }) => message),
    )
    expect(refused).toEqual([
      'L’adresse « /realisations/filtres » est déjà une page du site : choisissez un autre slug.',
    ])
  })

  it('reads its months in the page’s language, one month or a span (#59: English on /en)', () => {
    const shape = (startDate: string | null, endDate: string | null, intl?: string) => {
      const project = toSiteProject({
        id: 1,
        title: 'x',
        slug: 'x',
        summary: 'x',
        department: 1,
        startDate,
        endDate,
        updatedAt: '2026-01-01T00:00:00.000Z',
        createdAt: '2026-01-01T00:00:00.000Z',
      } as Project)
      return formatPeriod(project.startDate, project.endDate, intl)
    }
    expect(shape('2025-03-03T12:00:00.000Z', '2025-09-30T12:00:00.000Z')).toBe(
      'mars 2025 – septembre 2025',
    )
    expect(shape('2025-03-03T12:00:00.000Z', '2025-03-28T12:00:00.000Z')).toBe('mars 2025')
    expect(shape('2025-03-03T12:00:00.000Z', null)).toBe('mars 2025')
    expect(shape(null, null)).toBeNull()
    expect(shape('2025-03-03T12:00:00.000Z', '2025-09-30T12:00:00.000Z', 'en-GB')).toBe(
      'March 2025 – September 2025',
    )
  })
})
