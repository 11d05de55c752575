// features: platform
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { setTimeout as delay } from 'node:timers/promises'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPostgresCluster, type PostgresCluster } from '../../scripts/lib/postgres'

/**
 * PostgreSQL cuts the site's connections (a restart, a failover, a proxy's idle timeout): the
 * site goes on answering. node-postgres reports each idle connection lost as an 'error' on its
 * pool, which without a listener is an uncaught exception that stops the process (and fails
 * this run). On a cluster of this file's own, so that it runs in the default run too.
 */
const DATA = 'data/test/postgres-connections'
let cluster: PostgresCluster
let payload: Payload

beforeAll(async () => {
  rmSync(DATA, { recursive: true, force: true })
  cluster = await startPostgresCluster()
  process.env.DATABASE_URI = cluster.uri
  process.env.DATA_DIR = DATA
  const { ownDatabasePayload } = await import('../helpers/payload')
  payload = await ownDatabasePayload()
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
  cluster?.stop()
  rmSync(DATA, { recursive: true, force: true })
})

const cutEveryConnection = () =>
  execFileSync(
    'psql',
    [
      cluster.uri,
      '--no-psqlrc',
      '-At',
      '-c',
      'SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity ' +
        'WHERE pid <> pg_backend_pid() AND datname = current_database()',
    ],
    { encoding: 'utf8' },
  ).trim()

describe('connections to PostgreSQL cut under the site', () => {
  it('the next reads and writes open new connections, and the process stays up', async () => {
    const published = (await payload.count({ collection: 'news' })).totalDocs
    // several connections in the pool, idle when they are cut
    await Promise.all(Array.from({ length: 5 }, () => payload.count({ collection: 'news' })))
    expect(Number(cutEveryConnection())).toBeGreaterThan(1)
    await delay(300)

    expect((await payload.count({ collection: 'news' })).totalDocs).toBe(published)
    const created = await payload.create({
      collection: 'subscribers',
      data: { email: 'apres-coupure@example.ne', source: 'newsletter', status: 'pending' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(created.email).toBe('apres-coupure@example.ne')
  })
})
