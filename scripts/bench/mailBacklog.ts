import { adminToken } from '../lib/adminApi'
import { freshDatabase, startBuiltServer } from '../lib/server'
import { startSmtp } from '../lib/smtpSink'

import type { Row } from './report'
import { steadyLoad } from './steadyLoad'
import { publicFigures, whileVisitorsRead } from './visitors'

/**
 * 500 quotes sent at 10 a second while the mail server is down: 1,000 mails queued (a notification
 * and an acknowledgement each), every one failed once and due again a minute later. Measured: the
 * quotes' answers, then the public site while the queue works through the backlog on a slow mail
 * server (DATA answered after 200 ms). Its own server and database (`data/bench-mail`).
 */
const DATA_DIR = 'data/bench-mail'
const PORT = 3320
const QUOTES = 500
const QUOTES_PER_SECOND = 10
const DRAIN_SECONDS = 30
const RETRY_AFTER_MS = 60_000

async function mailCounts(base: string, token: string) {
  const count = async (status: string) => {
    const answer = await fetch(
      `${base}/api/cms/outgoing-emails?where[status][equals]=${status}&limit=1&depth=0`,
      { headers: { authorization: `Bearer ${token}` } },
    )
    return ((await answer.json()) as { totalDocs: number }).totalDocs
  }
  return { failed: await count('failed'), sent: await count('sent') }
}

const quote = (base: string) => (i: number) => ({
  method: 'POST' as const,
  url: `${base}/api/quote-requests`,
  headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` },
  body: JSON.stringify({
    name: 'Client du banc',
    email: `banc-${i}@example.ne`,
    phone: '+227 90 00 00 00',
    message: 'Location d’une niveleuse pour un mois.',
  }),
})

export async function benchMailBacklog(): Promise<Row[]> {
  const rows: Row[] = []
  const say = (row: Row) => {
    rows.push(row)
    console.log(`${row.measure} : ${row.value}`)
  }
  const smtp = await startSmtp()
  smtp.state.refuse = true
  await freshDatabase(DATA_DIR)
  const server = await startBuiltServer({
    dataDir: DATA_DIR,
    port: PORT,
    quiet: true,
    env: { LOG_REQUESTS: 'false', SMTP_URL: smtp.url, RATE_LIMIT_FORMS_MAX: '100000' },
  })
  try {
    const token = await adminToken(server.url)
    let stop!: () => void
    const stopped = new Promise<void>((resolve) => (stop = resolve))
    const timer = setTimeout(stop, (QUOTES / QUOTES_PER_SECOND) * 1000)
    const intake = await whileVisitorsRead(server.url, () =>
      steadyLoad(QUOTES_PER_SECOND, quote(server.url), stopped),
    )
    clearTimeout(timer)
    say({
      measure: `${intake.result.requests} demandes de devis à ${QUOTES_PER_SECOND}/s, serveur SMTP en panne`,
      value: `devis p50 ${intake.result.p50} ms, p99 ${intake.result.p99} ms${intake.result.errors ? `, ${intake.result.errors} erreurs` : ''} ; ${publicFigures(intake.visitors)}`,
      target: 'devis p99 < 200 ms, p99 public < 50 ms',
      met:
        intake.result.p99 < 200 &&
        intake.result.errors === 0 &&
        intake.visitors.p99 < 50 &&
        intake.visitors.errors === 0,
    })

    // every first try has failed; the mail server comes back, slow, as the retries fall due
    const queued = intake.result.requests * 2
    for (let waited = 0; waited < 60; waited++) {
      if ((await mailCounts(server.url, token)).failed >= queued) break
      await new Promise((resolve) => setTimeout(resolve, 1_000))
    }
    smtp.state.refuse = false
    smtp.state.dataDelayMs = 200
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS))
    const drain = await whileVisitorsRead(server.url, async () => {
      await new Promise((resolve) => setTimeout(resolve, DRAIN_SECONDS * 1000))
      return mailCounts(server.url, token)
    })
    say({
      measure: `file de ${queued} emails en attente, envoyés à un serveur lent (200 ms), ${DRAIN_SECONDS} s`,
      value: `${drain.result.sent} envoyés, ${drain.result.failed} en attente ; ${publicFigures(drain.visitors)}`,
      target: 'p99 public < 50 ms',
      met: drain.visitors.p99 < 50 && drain.visitors.errors === 0,
    })
  } finally {
    await server.stop()
    await smtp.close()
  }
  return rows
}
