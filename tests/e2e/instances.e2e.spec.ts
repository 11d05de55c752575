// features: platform
import { expect, test } from '@playwright/test'

import { adminToken, saveHeroSection } from '../../scripts/lib/adminApi'
import { startPostgresCluster, type PostgresCluster } from '../../scripts/lib/postgres'
import { freshDatabase, startBuiltServer, type RunningServer } from '../../scripts/lib/server'
import { frenchOnly } from '../../src/i18n/frenchOnly'

/**
 * Two instances of the built server on one database, as behind a load balancer: PostgreSQL (a
 * throwaway cluster on loopback, the shared database of production) and the SQLite file. What
 * one instance saves shows on the other within seconds, and the rate-limit counters with
 * RATE_LIMIT_STORE=database are the same on both.
 */
const AUTH_LIMIT = 4
const env = {
  LOG_REQUESTS: 'false',
  RATE_LIMIT_STORE: 'database',
  RATE_LIMIT_AUTH_MAX: String(AUTH_LIMIT),
}

const homeHtml = async (server: RunningServer) =>
  (await fetch(`${server.url}/`, { headers: { accept: 'text/html' } })).text()

for (const [engine, ports] of [
  ['PostgreSQL', [3511, 3512]],
  ['SQLite', [3513, 3514]],
] as const) {
  test.describe(`deux instances sur une base ${engine}`, () => {
    const dataDir = `data/test/instances-${engine.toLowerCase()}`
    let cluster: PostgresCluster | undefined
    let first: RunningServer
    let second: RunningServer

    test.describe.configure({ mode: 'serial' })

    test.beforeAll(async () => {
      test.setTimeout(240_000)
      cluster = engine === 'PostgreSQL' ? await startPostgresCluster() : undefined
      const database: Record<string, string> = cluster ? { DATABASE_URI: cluster.uri } : {}
      await freshDatabase(dataDir, database)
      const options = { dataDir, env: { ...env, ...database }, quiet: true }
      first = await startBuiltServer({ ...options, port: ports[0] })
      second = await startBuiltServer({ ...options, port: ports[1] })
    })

    test.afterAll(async () => {
      await Promise.all([first?.stop(), second?.stop()])
      cluster?.stop()
    })

    test('une modification enregistrée sur une instance paraît sur l’autre en quelques secondes', async () => {
      test.setTimeout(60_000)
      const marker = `Deux instances ${Date.now()}`
      // the second instance has its home page rendered and cached before the change
      expect(await homeHtml(second)).not.toContain(marker)
      expect(await homeHtml(second)).not.toContain(marker)

      const saved = await saveHeroSection(first.url, await adminToken(first.url), {
        subtitle: marker,
      })
      expect(saved.status).toBe(200)
      expect(await homeHtml(first)).toContain(marker)

      // the edge polls every 2 s: seconds, where before the page stayed stale until the next restart
      await expect
        .poll(() => homeHtml(second), { timeout: 10_000, intervals: [250] })
        .toContain(marker)
      const settings = await fetch(`${second.url}/api/homepage/settings`)
      expect(JSON.stringify(await settings.json())).toContain(marker)
    })

    test('les compteurs de tentatives de connexion sont partagés entre les instances', async () => {
      // a visitor of its own behind the (trusted, loopback) proxy: the admin's login above is not theirs
      const attempt = (server: RunningServer) =>
        fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
          body: JSON.stringify({ email: 'inconnu@example.com', password: 'mauvais-mot-de-passe' }),
        })
      // the budget is spent half on each instance: each alone has seen fewer than the limit
      for (let index = 0; index < AUTH_LIMIT; index++) {
        const response = await attempt(index % 2 === 0 ? first : second)
        expect(response.status, `tentative ${index + 1}`).toBe(401)
      }
      for (const server of [first, second]) {
        const refused = await attempt(server)
        expect(refused.status).toBe(429)
        expect(await refused.json()).toEqual({
          success: false,
          message: frenchOnly.auth.tooManyRequests,
        })
      }
    })
  })
}
