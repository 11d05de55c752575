// features: platform
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { databaseEngine } from '@/platform/runtime/environment'

import { testPayload } from '../helpers/payload'

/**
 * The committed migrations of the engine this run uses (SQLite in `npm run test:int`,
 * PostgreSQL in `npm run test:int:postgres`) describe the schema of the collections and globals
 * as configured: a schema change committed with only one engine's migration fails here.
 * Payload's migrate:create compares the same two snapshots.
 */
let payload: Payload

type Snapshot = { version: string }
/** What Payload's SQL adapters hold for migrate:create (@payloadcms/drizzle's DrizzleAdapter). */
type SqlAdapter = {
  migrationDir: string
  schema: Record<string, unknown>
  requireDrizzleKit: () => {
    generateDrizzleJson: (schema: Record<string, unknown>) => Promise<Snapshot>
    generateMigration: (before: Snapshot, after: Snapshot) => Promise<string[]>
    upSnapshot?: (snapshot: Snapshot) => Snapshot
  }
}

beforeAll(async () => {
  payload = await testPayload()
})

describe(`committed migrations (${databaseEngine()})`, () => {
  it('match the configured schema: migrate:create would find nothing to add', async () => {
    const db = payload.db as unknown as SqlAdapter
    const { generateDrizzleJson, generateMigration, upSnapshot } = db.requireDrizzleKit()
    const snapshots = readdirSync(db.migrationDir).filter((file) => file.endsWith('.json'))
    const latest = snapshots.sort().at(-1) ?? ''
    let committed: Snapshot = JSON.parse(readFileSync(path.join(db.migrationDir, latest), 'utf8'))
    const configured = await generateDrizzleJson(db.schema)
    if (upSnapshot && committed.version < configured.version) committed = upSnapshot(committed)
    expect(await generateMigration(committed, configured)).toEqual([])
  })
})
