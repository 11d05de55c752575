// features: equipment
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { outsideAnyRequest as req } from '@/platform/cache/outsideAnyRequest'
import { down, up } from '@/migrations/sqlite/20261124_034459_equipment_offers'
import * as slugField from '@/migrations/sqlite/20261125_163825_slug_field'
import * as trash from '@/migrations/sqlite/20261127_080703_trash'
import * as redirects from '@/migrations/sqlite/20261127_083014_redirects'
import * as seoFields from '@/migrations/sqlite/20261127_084947_seo_fields'
import * as pages from '@/migrations/sqlite/20261127_111915_pages'
import * as projects from '@/migrations/sqlite/20261127_120309_projects'
import * as newsDrafts from '@/migrations/sqlite/20261127_143552_news_drafts'
import * as catalogueDrafts from '@/migrations/sqlite/20261127_150138_catalogue_drafts'
import { seedProjects } from '@/seed'

import { withoutLocalizedContent } from '../helpers/localizedContentMigration'
import { testPayload } from '../helpers/payload'
import { sqlRows } from '../helpers/sqlRows'

/** Offers came after the first machines: SQLite's migration keeps each of them a rental. */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('migration 20261124_034459_equipment_offers', () => {
  const storedMachines = async () =>
    (
      await payload.find({
        collection: 'equipment',
        pagination: false,
        depth: 0,
        overrideAccess: true,
        // those in the trash too: its migration coming off and on again forgets they were
        trash: true,
      })
    ).docs

  it('makes every machine stored before offers existed a rental, prices kept', async () => {
    const before = await storedMachines()
    const named = before.find((machine) => !machine.deletedAt)!
    // a quote line naming a machine: a table rebuilt with the foreign keys on would empty it
    const quote = await payload.create({
      collection: 'quote-requests',
      data: {
        name: 'Client Migration',
        email: 'migration@example.ne',
        phone: '+227 90 00 00 01',
        message: 'Une ligne sur un engin.',
        // its own label and price: the machine may have no daily price (for sale only)
        lines: [{ machine: named.id, label: 'Location', quantity: 1, unit: 'jour', unitPrice: 1 }],
      } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    // the trash's migration coming off and on again forgets what was in the trash: the other
    // collections it touched get their `deletedAt` back below, as the machines do
    const trashed = []
    for (const collection of ['departments', 'news', 'media'] as const) {
      const { docs } = await payload.find({
        collection,
        where: { deletedAt: { exists: true } },
        trash: true,
        pagination: false,
        depth: 0,
        select: { deletedAt: true },
      })
      trashed.push(...docs.map(({ id, deletedAt }) => ({ collection, id, deletedAt })))
    }
    const args = { db: payload.db.drizzle, payload, req }
    // back to the schema without offers (its rows keep their daily prices), then up again; the
    // later migrations on the same table first come off, then go back on
    await withoutLocalizedContent(payload, async () => {
      await catalogueDrafts.down(args as unknown as MigrateDownArgs)
      await newsDrafts.down(args as unknown as MigrateDownArgs)
      await projects.down(args as unknown as MigrateDownArgs)
      await pages.down(args as unknown as MigrateDownArgs)
      await seoFields.down(args as unknown as MigrateDownArgs)
      await redirects.down(args as unknown as MigrateDownArgs)
      await trash.down(args as unknown as MigrateDownArgs)
      await slugField.down(args as unknown as MigrateDownArgs)
      await down(args as unknown as MigrateDownArgs)
      await up(args as unknown as MigrateUpArgs)
      await slugField.up(args as unknown as MigrateUpArgs)
      await trash.up(args as unknown as MigrateUpArgs)
      await redirects.up(args as unknown as MigrateUpArgs)
      await seoFields.up(args as unknown as MigrateUpArgs)
      await pages.up(args as unknown as MigrateUpArgs)
      await projects.up(args as unknown as MigrateUpArgs)
      await newsDrafts.up(args as unknown as MigrateUpArgs)
      await catalogueDrafts.up(args as unknown as MigrateUpArgs)
    })
    // the projects' table went down with its rows: the demo's come back for the next files
    await seedProjects(payload)
    try {
      const kept = await payload.findByID({ collection: 'quote-requests', id: quote.id, depth: 0 })
      expect(kept.lines?.[0]?.machine).toBe(named.id)
      const after = await storedMachines()
      expect(after).toHaveLength(before.length)
      for (const machine of after) {
        const was = before.find(({ id }) => id === machine.id)!
        expect(machine, machine.name).toMatchObject({
          forRent: true,
          forSale: false,
          salePrice: null,
          // a machine only for sale had no daily price: 0 in the old schema, which required one
          price: was.price ?? 0,
          name: was.name,
          slug: was.slug,
          // its words too, which live in a table of their own
          tags: was.tags,
        })
      }
    } finally {
      await payload.delete({ collection: 'quote-requests', id: quote.id, overrideAccess: true })
      // the offers as they were, for the other suites: in its table's columns only (Payload's
      // updateOne rewrites the machine's words, which it was not given, in every language)
      for (const { id, forRent, forSale, price, salePrice, deletedAt } of before)
        await sqlRows(
          payload,
          sql`UPDATE equipment SET for_rent = ${Number(forRent)}, for_sale = ${Number(forSale)}, price = ${price ?? null}, sale_price = ${salePrice ?? null}, deleted_at = ${deletedAt ?? null} WHERE id = ${id}`,
        )
      for (const { collection, id, deletedAt } of trashed)
        await sqlRows(
          payload,
          sql`UPDATE ${sql.identifier(collection)} SET deleted_at = ${deletedAt ?? null} WHERE id = ${id}`,
        )
    }
  })
})
