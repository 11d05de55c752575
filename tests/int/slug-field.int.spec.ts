// features: platform, departments, equipment
import type { Payload, RowField, TextField } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { outsideAnyRequest as req } from '@/platform/cache/outsideAnyRequest'
import { databaseEngine } from '@/platform/runtime/environment'
import * as postgresMigration from '@/migrations/postgres/20261125_163829_slug_field'
import * as sqliteMigration from '@/migrations/sqlite/20261125_163825_slug_field'

import { withoutLocalizedContent } from '../helpers/localizedContentMigration'
import { testPayload } from '../helpers/payload'

/** Departments and machines use Payload's slug field, with the site's slugify and stable addresses. */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const slugRow = (collection: 'departments' | 'equipment') => {
  const config = payload.config.collections.find((c) => c.slug === collection)
  const row = config?.fields.find(
    (field): field is RowField =>
      field.type === 'row' && field.fields.some((f) => 'name' in f && f.name === 'slug'),
  )
  if (!row) throw new Error(`${collection}: pas de champ slug`)
  return row
}

describe(`slug field (${databaseEngine()})`, () => {
  it.each(['departments', 'equipment'] as const)(
    '%s: the admin draws it with Payload’s SlugField (wrapped to name its language), whose « Générer » uses the site’s slugify',
    (collection) => {
      const slug = slugRow(collection).fields.find(
        (f): f is TextField => 'name' in f && f.name === 'slug',
      )
      expect(slug?.admin?.components?.Field).toMatchObject({
        path: '/admin/Slug/LanguageSlugField.client#LanguageSlugField',
        clientProps: { useAsSlug: 'name', shared: collection === 'departments' },
      })
      const slugify = slug?.custom?.slugify as (args: { valueToSlugify: unknown }) => string
      expect(slugify({ valueToSlugify: 'Énergie & Mines du Niger' })).toBe('energie-mines-du-niger')
    },
  )

  it('derives the slug from the name, keeps it when the name changes, derives it again when emptied', async () => {
    const created = await payload.create({
      collection: 'departments',
      data: { name: 'Forage Profond' },
      req,
    })
    expect(created).toMatchObject({ slug: 'forage-profond', generateSlug: false })
    const renamed = await payload.update({
      collection: 'departments',
      id: created.id,
      data: { name: 'Forages Très Profonds' },
      req,
    })
    expect(renamed.slug).toBe('forage-profond')
    const typed = await payload.update({
      collection: 'departments',
      id: created.id,
      data: { slug: 'Forages Niamey' },
      req,
    })
    expect(typed.slug).toBe('forages-niamey')
    const emptied = await payload.update({
      collection: 'departments',
      id: created.id,
      data: { slug: '' },
      req,
    })
    expect(emptied.slug).toBe('forages-tres-profonds')
    await payload.delete({ collection: 'departments', id: created.id, req })
  })

  it('the migration leaves stored slugs alone: a machine renamed after it keeps its address', async () => {
    const machine = await payload.create({
      collection: 'equipment',
      data: { name: 'Niveleuse 140K', slug: 'niveleuse-caterpillar', price: 90000 } as never,
      req,
    })
    const migration = databaseEngine() === 'postgres' ? postgresMigration : sqliteMigration
    const args = { db: payload.db.drizzle, payload, req } as never
    await withoutLocalizedContent(payload, async () => {
      await migration.down(args)
      await migration.up(args)
    })
    const renamed = await payload.update({
      collection: 'equipment',
      id: machine.id,
      data: { name: 'Niveleuse CAT 140K' },
      req,
    })
    expect(renamed).toMatchObject({ slug: 'niveleuse-caterpillar', generateSlug: false })
    const redirected = await payload.count({
      collection: 'redirects',
      where: { from: { equals: '/equipements/niveleuse-caterpillar' } },
      req,
    })
    expect(redirected.totalDocs).toBe(0)
    await payload.delete({ collection: 'equipment', id: machine.id, req })
  })
})
