// features: platform, mail
import { expect, test } from '@playwright/test'

import { adminToken } from '../../scripts/lib/adminApi'
import { startPostgresCluster, type PostgresCluster } from '../../scripts/lib/postgres'
import { freshDatabase, startBuiltServer, type RunningServer } from '../../scripts/lib/server'
import { startSmtp } from '../../scripts/lib/smtpSink'

/**
 * Two instances on one database, each running the mail queue every second at the same instants, so
 * both pick up the same due jobs. The SMTP server first refuses every mail, then answers DATA
 * 20 s late: every mail of the quotes sent to either instance arrives once, and only once, and
 * the log says « envoyé » after its second try. On PostgreSQL and on the SQLite file, at once.
 */
const QUOTES_PER_INSTANCE = 2
const MAILS = QUOTES_PER_INSTANCE * 2 * 2 // a notification and an acknowledgement per quote
const SLOW_DATA_MS = 20_000

type Logged = { to: string; subject: string; status: string; attempts: number }

/** « Emails envoyés », as an administrator reads it on one instance. */
async function mailLog(server: RunningServer, token: string): Promise<Logged[]> {
  const answer = await fetch(`${server.url}/api/cms/outgoing-emails?limit=100&depth=0`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { docs: Logged[] }).docs
}

async function sendQuote(server: RunningServer, email: string) {
  const answer = await fetch(`${server.url}/api/quote-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Aïcha Souley',
      email,
      phone: '+227 90 00 00 00',
      message: 'Location d’un camion-citerne pour un chantier de forage.',
    }),
  })
  return answer.status
}

async function twoInstancesSendEachMailOnce(engine: 'PostgreSQL' | 'SQLite', ports: number[]) {
  const dataDir = `data/test/mail-instances-${engine.toLowerCase()}`
  const smtp = await startSmtp()
  smtp.state.refuse = true
  let cluster: PostgresCluster | undefined
  const servers: RunningServer[] = []
  try {
    cluster = engine === 'PostgreSQL' ? await startPostgresCluster() : undefined
    const database: Record<string, string> = cluster ? { DATABASE_URI: cluster.uri } : {}
    await freshDatabase(dataDir, database)
    for (const port of ports)
      servers.push(
        await startBuiltServer({
          dataDir,
          port,
          quiet: true,
          env: { LOG_REQUESTS: 'false', SMTP_URL: smtp.url, ...database },
        }),
      )

    const [first, second] = servers as [RunningServer, RunningServer]
    // one login per instance: the log is read often, logins are limited
    const tokens = [await adminToken(first.url), await adminToken(second.url)]
    const visitors: string[] = []
    for (const [index, server] of servers.entries())
      for (let quote = 0; quote < QUOTES_PER_INSTANCE; quote++) {
        const email = `instances-${engine.toLowerCase()}-${index}-${quote}@example.ne`
        visitors.push(email)
        expect(await sendQuote(server, email), `${engine} : devis ${email}`).toBe(201)
      }

    // every first try refused (451): each mail waits a minute for its next
    await expect
      .poll(
        async () =>
          (await mailLog(first, tokens[0]!)).filter(
            (m) => m.status === 'failed' && m.attempts === 1,
          ).length,
        { timeout: 30_000, intervals: [1_000], message: `${engine} : premiers essais refusés` },
      )
      .toBe(MAILS)
    expect(smtp.received).toHaveLength(0)

    // the server is back, but slow: each DATA is answered 20 s late
    smtp.state.refuse = false
    smtp.state.dataDelayMs = SLOW_DATA_MS
    await expect
      .poll(
        async () => (await mailLog(second, tokens[1]!)).filter((m) => m.status === 'sent').length,
        {
          timeout: 150_000,
          intervals: [2_000],
          message: `${engine} : emails envoyés`,
        },
      )
      .toBe(MAILS)
    // both queues keep running every second: nothing more leaves
    await new Promise((resolve) => setTimeout(resolve, SLOW_DATA_MS + 10_000))

    expect(smtp.received, `${engine} : emails reçus`).toHaveLength(MAILS)
    for (const visitor of visitors)
      expect(smtp.to(visitor), `${engine} : ${visitor}`).toHaveLength(1)
    const received = smtp.received.map((m) => `${m.envelopeTo.join(',')} ${m.subject}`)
    expect(new Set(received).size, `${engine} : emails distincts`).toBe(MAILS)
    const log = await mailLog(first, tokens[0]!)
    expect(log).toHaveLength(MAILS)
    for (const mail of log)
      expect(mail, `${engine} : journal`).toMatchObject({ status: 'sent', attempts: 2 })
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
    cluster?.stop()
    await smtp.close()
  }
}

test('deux instances, un serveur SMTP qui refuse puis répond lentement : chaque email part une fois', async () => {
  test.setTimeout(420_000)
  await Promise.all([
    twoInstancesSendEachMailOnce('PostgreSQL', [3531, 3532]),
    twoInstancesSendEachMailOnce('SQLite', [3533, 3534]),
  ])
})
