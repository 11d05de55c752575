// features: platform, quotes
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { outsideAnyRequest as req } from '@/platform/cache/outsideAnyRequest'
import * as quoteChoice from '@/migrations/sqlite/20261129_190222_quote_choice'
import * as quoteReferences from '@/migrations/sqlite/20261129_121500_quote_references'

import { testPayload } from '../helpers/payload'
import { sqlRows } from '../helpers/sqlRows'

/**
 * A migration that rebuilds `quote_requests` (SQLite's AUTOINCREMENT for the references, a column
 * with a key taken off) runs as Payload runs it, in a transaction, where `PRAGMA foreign_keys=OFF`
 * does nothing: every request keeps its quote lines and its history (src/platform/plugins/sqliteRebuild.ts).
 * Before, dropping the table deleted the lines (ON DELETE CASCADE) and stopped on the history's
 * required link (ON DELETE SET NULL).
 */
let payload: Payload
type Step = (args: never) => Promise<void>
type Transactional = { transaction: (run: (tx: unknown) => Promise<void>) => Promise<void> }

beforeAll(async () => {
  payload = await testPayload()
})

const counts = async () => ({
  lines: (await sqlRows(payload, sql`SELECT count(*) AS n FROM quote_requests_lines`))[0]!.n,
  linked: (
    await sqlRows(payload, sql`SELECT count(*) AS n FROM quote_events WHERE request_id IS NOT NULL`)
  )[0]!.n,
  requests: (await sqlRows(payload, sql`SELECT count(*) AS n FROM quote_requests`))[0]!.n,
})

/** The steps in one transaction, as `payload migrate` runs a migration. */
async function inTransaction(...steps: Step[]) {
  await (payload.db.drizzle as unknown as Transactional).transaction(async (tx) => {
    for (const step of steps) await step({ db: tx, payload, req } as never)
  })
}

describe('SQLite rebuilds of quote_requests in a migration’s transaction', () => {
  it('keep every request’s lines and history, and the references’ AUTOINCREMENT', async () => {
    const machine = (await payload.find({ collection: 'equipment', limit: 1, depth: 0 })).docs[0]!
    for (const name of ['Awa', 'Moussa']) {
      const request = await payload.create({
        collection: 'quote-requests',
        data: {
          name,
          email: `${name.toLowerCase()}@example.com`,
          phone: '96 00 00 00',
          message: 'x',
          status: 'new',
        },
        overrideAccess: true,
      })
      await payload.update({
        collection: 'quote-requests',
        id: request.id,
        data: {
          lines: [
            { machine: machine.id, quantity: 2, unit: 'jour' },
            { label: 'Transport', quantity: 1, unit: 'forfait', unitPrice: 50_000 },
          ],
        },
        overrideAccess: true,
      })
    }
    const before = await counts()
    expect(before.lines).toBeGreaterThanOrEqual(4)
    expect(before.linked).toBeGreaterThanOrEqual(4)

    await inTransaction(quoteReferences.down as Step, quoteReferences.up as Step)
    expect(await counts()).toEqual(before)
    await inTransaction(quoteChoice.down as Step, quoteChoice.up as Step)
    expect(await counts()).toEqual(before)

    const [definition] = await sqlRows(
      payload,
      sql`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'quote_requests'`,
    )
    expect(String(definition!.sql)).toMatch(/PRIMARY KEY AUTOINCREMENT/)
    expect(String(definition!.sql)).toContain('choice_machine_id')
    // Payload reads them as before: the lines in order, the history on the request
    const [first] = (
      await payload.find({
        collection: 'quote-requests',
        where: { name: { equals: 'Awa' } },
        depth: 0,
      })
    ).docs
    expect(first!.lines?.map((line) => line.label)).toEqual([machine.name, 'Transport'])
  })
})
