// features: platform
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'

import { freshDatabase, startBuiltServer } from '../../scripts/lib/server'
import { COMPANY_NAME } from '../../src/lib/company'

/**
 * Faults against the built server. Each test starts a server of its own (port and data directory
 * of its own) so that killing it leaves the suite's shared server alone.
 */
const ADMIN = { email: 'admin@example.com', password: 'admin1234' }
const quietEnv = { LOG_REQUESTS: 'false' }

async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: { token: string } }).data.token
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Whether a new TCP connection to the port is accepted (the listening socket is open). */
function connectionAccepted(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

type InFlight = {
  /** Resolves once the server has read the request's head: it answered `100 Continue`. */
  received: Promise<void>
  /** Sends the body (if any) and resolves with the final status and body. */
  finish: () => Promise<{ status: number; body: Buffer }>
}

/**
 * A request the test holds in flight: `Expect: 100-continue` makes the server say when it has
 * read the head, so the test knows the request is under way before it signals the process;
 * the body goes only when `finish` is called. A new connection each time (no keep-alive).
 */
function inFlight(base: string, method: 'GET' | 'POST', target: string, body?: string): InFlight {
  const url = new URL(target, base)
  const head = {
    expect: '100-continue',
    ...(body
      ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }
      : {}),
  }
  const request = httpRequest(url, { method, headers: head, agent: false })
  const answer = new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
    request.once('error', reject)
    request.once('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }),
      )
      response.once('error', reject)
    })
  })
  const received = new Promise<void>((resolve, reject) => {
    request.once('continue', () => resolve())
    request.once('error', reject)
  })
  request.flushHeaders()
  return {
    received,
    finish: async () => {
      if (body) {
        // the body in pieces, slowly: the request stays in flight well after the signal
        for (const piece of body.match(/[\s\S]{1,6}/g) ?? []) {
          request.write(piece)
          await sleep(50)
        }
      }
      request.end()
      return answer
    },
  }
}

test('SIGKILL au milieu d’écritures : la base reste intègre et chaque écriture acquittée est là', async () => {
  test.setTimeout(180_000)
  const dataDir = 'data/test/faults-kill'
  const port = 3501
  await freshDatabase(dataDir)
  let server = await startBuiltServer({ dataDir, port, env: quietEnv, quiet: true })
  const marker = `Panne ${Date.now()}`
  const acknowledged: { id: string; title: string }[] = []
  try {
    const headers = {
      authorization: `Bearer ${await login(server.url)}`,
      'content-type': 'application/json',
    }
    const PLANNED = 200
    const KILL_AFTER = 100
    const refused: string[] = []
    for (let i = 0; i < PLANNED; i++) {
      const title = `${marker} n° ${i}`
      const write = fetch(`${server.url}/api/admin/news`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          title,
          excerpt: 'Résumé',
          content: `<p>Écriture ${i}</p>`,
          category: 'ACTUALITE',
        }),
      })
      // the kill lands while this write is on its way: it may or may not be stored, never half
      if (i === KILL_AFTER) setTimeout(() => server.child.kill('SIGKILL'), 15)
      try {
        const response = await write
        if (!response.ok) {
          refused.push(`n° ${i} : ${response.status}`)
          continue
        }
        const { data } = (await response.json()) as { data: { _id: string } }
        acknowledged.push({ id: String(data._id), title })
      } catch (error) {
        // no answer: the process is gone, the stream stops here
        if (i >= KILL_AFTER) break
        throw error
      }
    }
    expect(refused, 'écritures refusées avant l’arrêt').toEqual([])
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER)
    expect(acknowledged.length).toBeLessThan(PLANNED)
  } finally {
    await server.stop('SIGKILL')
  }
  expect(server.child.signalCode).toBe('SIGKILL')

  server = await startBuiltServer({ dataDir, port, env: quietEnv, quiet: true })
  try {
    const database = createClient({ url: `file:${path.resolve(dataDir, 'site.db')}` })
    try {
      const check = await database.execute('PRAGMA integrity_check')
      expect(check.rows.map((row) => row[0])).toEqual(['ok'])
      // every acknowledged write, and at most the one in flight besides
      const stored = await database.execute({
        // an article's title is in its table of languages (#45), French for the /api's writes
        sql: "SELECT count(*) FROM news_locales WHERE _locale = 'fr' AND title LIKE ?",
        args: [`${marker} n° %`],
      })
      const count = Number(stored.rows[0]![0])
      expect(count).toBeGreaterThanOrEqual(acknowledged.length)
      expect(count).toBeLessThanOrEqual(acknowledged.length + 1)
    } finally {
      database.close()
    }

    const headers = { authorization: `Bearer ${await login(server.url)}` }
    const missing: string[] = []
    for (const { id, title } of acknowledged) {
      const response = await fetch(`${server.url}/api/admin/news/${id}`, { headers })
      const body = response.ok ? ((await response.json()) as { data: { title: string } }) : null
      if (body?.data.title !== title) missing.push(`${id} (${response.status})`)
    }
    expect(missing, 'écritures acquittées introuvables après le redémarrage').toEqual([])
  } finally {
    expect(await server.stop()).toBe(0)
  }
})

test('SIGTERM : les requêtes en cours se terminent en 200, une connexion muette ne retient pas l’arrêt, le processus sort avec 0, les nouvelles connexions sont refusées', async () => {
  test.setTimeout(180_000)
  const dataDir = 'data/test/faults-sigterm'
  const port = 3502
  await freshDatabase(dataDir)
  // three logins at once: well under the limit, which is not what this test is about
  const server = await startBuiltServer({
    dataDir,
    port,
    env: { ...quietEnv, RATE_LIMIT_AUTH_MAX: '100' },
    quiet: true,
  })
  try {
    const login = JSON.stringify(ADMIN)
    // slow on purpose: logins whose bodies trickle in after the signal, and renders of their own
    const requests = [
      inFlight(server.url, 'POST', '/api/auth/login', login),
      inFlight(server.url, 'POST', '/api/auth/login', login),
      inFlight(server.url, 'POST', '/api/cms/users/login', login),
      ...[1, 2, 3].map((n) => inFlight(server.url, 'GET', `/catalogue.pdf?arret=${n}`)),
      ...['VEHICULE', 'ENGIN'].map((category) =>
        inFlight(server.url, 'GET', `/equipements?category=${category}`),
      ),
      inFlight(server.url, 'GET', '/actualites?page=1'),
    ]
    await Promise.all(requests.map(({ received }) => received))
    // and a connection that sends nothing, as a browser's preconnect: it holds no request, so it
    // holds no stop either
    const silent = connect(port, '127.0.0.1')
    const silentClosed = new Promise<void>((resolve) => silent.once('close', () => resolve()))
    silent.on('error', () => {})
    await new Promise((resolve) => silent.once('connect', resolve))

    const exited = server.stop('SIGTERM')
    await sleep(300)
    expect(await connectionAccepted(port), 'nouvelle connexion pendant l’arrêt').toBe(false)

    const answers = await Promise.all(requests.map(({ finish }) => finish()))
    const finishedAt = Date.now()
    expect(answers.map(({ status }) => status)).toEqual(answers.map(() => 200))
    expect(answers[0]!.body.toString()).toContain('"token"')
    expect(answers[3]!.body.subarray(0, 5).toString()).toBe('%PDF-')

    expect(await exited).toBe(0)
    // the drain ends the process, not the 10 s grace timer
    expect(Date.now() - finishedAt).toBeLessThan(5_000)
    await silentClosed
    expect(await connectionAccepted(port), 'nouvelle connexion après l’arrêt').toBe(false)
  } finally {
    await server.stop('SIGKILL')
  }
})

test('base de données injoignable : le site sert ses valeurs par défaut, /api/health répond 503, le processus tient', async () => {
  test.setTimeout(180_000)
  // MongoDB, because it can be out of reach: SQLite is a file in the process (a missing file is
  // created, a locked one waits), so it has no outage of this kind to simulate
  const server = await startBuiltServer({
    dataDir: 'data/test/faults-database',
    port: 3503,
    env: { ...quietEnv, DATABASE_URI: 'mongodb://127.0.0.1:1/site?serverSelectionTimeoutMS=1000' },
    quiet: true,
  })
  try {
    for (const target of ['/', '/equipements?category=VEHICULE', '/actualites?page=1']) {
      const page = await fetch(`${server.url}${target}`)
      expect(page.status, target).toBe(200)
      expect(await page.text(), target).toContain(COMPANY_NAME)
    }
    // the page rendered again once the boot revalidation expired the built one
    await sleep(2_000)
    const home = await fetch(`${server.url}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain(COMPANY_NAME)

    // the sitemap still lists the fixed pages
    const sitemap = await fetch(`${server.url}/sitemap.xml`)
    expect(sitemap.status).toBe(200)
    expect(await sitemap.text()).toContain('/equipements</loc>')

    const health = await fetch(`${server.url}/api/health`)
    expect(health.status).toBe(503)
    expect(await health.json()).toMatchObject({
      success: false,
      data: { status: 'degraded', database: 'unreachable' },
    })
    const other = await fetch(`${server.url}/api/maintenance/status`)
    expect(other.status).toBe(503)
    expect(server.child.exitCode, 'le processus tourne toujours').toBeNull()
  } finally {
    expect(await server.stop()).toBe(0)
  }
})
