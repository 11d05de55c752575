// features: home
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { outsideAnyRequest as req } from '@/platform/cache/outsideAnyRequest'
import * as postgres from '@/migrations/postgres/20261126_224623_hero_live_counts'
import * as sqlite from '@/migrations/sqlite/20261126_224619_hero_live_counts'

import { restoreGlobalDefaults, testPayload } from '../helpers/payload'

/**
 * The banner's figures (#41): a banner saved before they could count for themselves, that kept
 * the spec's « 5 Départements », counts the departments after the migration; another figure,
 * or a departments figure the team changed, keeps what was typed. On this run's engine.
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

afterAll(() => restoreGlobalDefaults(payload, ['section-hero']))

describe('migration hero_live_counts', () => {
  const figures = async () =>
    (await payload.findGlobal({ slug: 'section-hero', depth: 0, overrideAccess: true })).stats?.map(
      ({ id, value, liveCount }) => ({ id, value, liveCount: liveCount ?? null }),
    )

  it('moves a saved « 5 Départements » to the live count, and nothing else', async () => {
    const typed = [
      { id: 'annees', value: '20', label: 'Années' },
      { id: 'departements', value: '5', label: 'Départements' },
      { id: 'sites', value: '5', label: 'Sites' },
    ]
    await payload.updateGlobal({
      slug: 'section-hero',
      data: { stats: typed },
      overrideAccess: true,
    })
    const args = { db: payload.db.drizzle, payload, req }
    await migration.down(args as never)
    await migration.up(args as never)
    expect(await figures()).toEqual([
      { id: 'annees', value: '20', liveCount: null },
      { id: 'departements', value: '5', liveCount: 'departments' },
      { id: 'sites', value: '5', liveCount: null },
    ])

    // a departments figure the team changed stays theirs
    await payload.updateGlobal({
      slug: 'section-hero',
      data: { stats: [{ id: 'departements', value: '7', label: 'Départements' }] },
      overrideAccess: true,
    })
    await migration.down(args as never)
    await migration.up(args as never)
    expect(await figures()).toEqual([{ id: 'departements', value: '7', liveCount: null }])
  })
})
