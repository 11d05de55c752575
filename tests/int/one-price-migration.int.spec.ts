// features: home, site
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { outsideAnyRequest as req } from '@/platform/cache/outsideAnyRequest'
import * as postgres from '@/migrations/postgres/20261129_182859_one_price_list'
import * as sqlite from '@/migrations/sqlite/20261129_182839_one_price_list'
import { QUOTE_CONDITIONS_CHANGES } from '@/platform/plugins/rentalConditionsMigration'

import { testPayload } from '../helpers/payload'
import { sqlRows } from '../helpers/sqlRows'

/**
 * One price list (#59): a site migrated from the calculator's own conditions keeps them, as the
 * settings' rental conditions in each language, less the calculator's line on taxes (now written
 * from the VAT rate); the quotes' conditions left at their former default lose the rental terms
 * they contradicted. On this run's engine.
 */
let payload: Payload
type Step = (args: never) => Promise<void>
const migration = (process.env.INT_DATABASE === 'postgres' ? postgres : sqlite) as {
  up: Step
  down: Step
}

beforeAll(async () => {
  payload = await testPayload()
})

const settings = (locale: 'fr' | 'en') =>
  payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, locale })

describe('migration one_price_list', () => {
  it('moves the calculator’s conditions to the settings, in each language, less its taxes', async () => {
    for (const [locale, rentalConditions] of [
      ['fr', ['Carburant non compris', 'Livraison à Niamey']],
      ['en', ['Fuel not included']],
    ] as const)
      await payload.updateGlobal({
        slug: 'site-settings',
        locale,
        data: { rentalConditions: [...rentalConditions] },
        overrideAccess: true,
      })
    const args = { db: payload.db.drizzle, payload, req } as never
    await migration.down(args)
    // the calculator's conditions as they were stored, its taxes' line first; the quotes' former default
    await sqlRows(
      payload,
      sql`INSERT INTO "section_quote_calculator_texts" ("order", "parent_id", "path", "text", "locale")
        SELECT 0, "id", 'conditions', 'Prix toutes taxes comprises', 'fr' FROM "section_quote_calculator"`,
    )
    await sqlRows(
      payload,
      sql`UPDATE "site_settings_locales" SET "quote_conditions" = ${QUOTE_CONDITIONS_CHANGES[0]!.before} WHERE "_locale" = 'fr'`,
    )
    expect(
      (
        await sqlRows(
          payload,
          sql`SELECT "text" FROM "section_quote_calculator_texts" WHERE "locale" = 'fr' ORDER BY "order"`,
        )
      ).map(({ text }) => text),
    ).toEqual(['Prix toutes taxes comprises', 'Carburant non compris', 'Livraison à Niamey'])
    await migration.up(args)

    expect((await settings('fr')).rentalConditions).toEqual([
      'Carburant non compris',
      'Livraison à Niamey',
    ])
    expect((await settings('en')).rentalConditions).toEqual(['Fuel not included'])
    expect((await settings('fr')).quoteConditions).toBe(QUOTE_CONDITIONS_CHANGES[0]!.after)
  })
})
