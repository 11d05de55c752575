import { readFileSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { BACKUP_DIR, DEMO_SUPER_ADMIN } from '@/platform/runtime/environment'
import { adminToken } from '../lib/adminApi'
import { freshDatabase, startBuiltServer } from '../lib/server'

import { fillPageViews } from './pageViewsFill'
import type { Row } from './report'
import { steadyLoad } from './steadyLoad'
import { publicFigures, whileVisitorsRead } from './visitors'

/**
 * A year of traffic: a million page views in the database, then the statistics asked for while
 * visitors read public pages, then 1,000 visitors' beacons at 200 a second. Its own server and
 * database (`data/bench-analytics`), raw views kept for the whole year
 * (PAGE_VIEW_RETENTION_DAYS=400) so that nothing but the summaries makes the report cheap.
 */
const DATA_DIR = 'data/bench-analytics'
const PORT = 3310
const VIEWS = 1_000_000
const DAYS = 365
const BEACONS_PER_SECOND = 200
const VISITORS = 1_000
const BEACON_SECONDS = 20

const ms = (value: number) => `${Math.round(value)} ms`
const s = (value: number) => `${Math.round(value / 100) / 10} s`

/** Resident memory of a process, in MB (Linux). */
function rssMb(pid: number | undefined): number {
  const status = pid ? readFileSync(`/proc/${pid}/status`, 'utf8') : ''
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
}

/** The highest resident memory of a process while `work` runs. */
async function peakRss<T>(pid: number | undefined, work: Promise<T>) {
  let peak = rssMb(pid)
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50)
  try {
    return { result: await work, peakMb: Math.max(peak, rssMb(pid)) }
  } finally {
    clearInterval(timer)
  }
}

async function timedReport(base: string, token: string) {
  const started = performance.now()
  const answer = await fetch(`${base}/api/admin/analytics`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const body = (await answer.json()) as { data?: { general?: { pageViews?: number } } }
  if (answer.status !== 200) throw new Error(`GET /api/admin/analytics → ${answer.status}`)
  return { ms: performance.now() - started, pageViews: body.data?.general?.pageViews ?? 0 }
}

/** The settings screen's backup download, read to its end; the archive is removed after. */
async function timedBackup(base: string, token: string) {
  const started = performance.now()
  const answer = await fetch(`${base}/api/admin/backup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  })
  const bytes = (await answer.arrayBuffer()).byteLength
  if (answer.status !== 200) throw new Error(`POST /api/admin/backup → ${answer.status}`)
  const name = /filename="([^"]+)"/.exec(answer.headers.get('content-disposition') ?? '')?.[1]
  if (name) rmSync(path.join(BACKUP_DIR, path.basename(name)), { force: true })
  return { ms: performance.now() - started, mb: Math.round(bytes / 1024 / 1024) }
}

async function summedDays(databaseFile: string): Promise<number> {
  const client = createClient({ url: `file:${databaseFile}` })
  try {
    const { rows } = await client.execute('SELECT count(*) AS n FROM page_view_days')
    return Number(rows[0]?.n ?? 0)
  } finally {
    client.close()
  }
}

/** The beacon of one page seen, from one of 1,000 visitors (each its own address). */
const beacon = (base: string) => (i: number) => {
  const visitor = i % VISITORS
  const leaving = i % 3 === 2
  return {
    method: 'POST' as const,
    url: `${base}/api/analytics/beacon`,
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'x-forwarded-for': `10.${(visitor >> 8) & 255}.${visitor & 255}.${(i >> 16) & 255}`,
      'user-agent': `Visiteur ${visitor}`,
    },
    body: JSON.stringify(
      leaving
        ? { type: 'duration', data: { path: '/', sessionId: `bench-${visitor}`, duration: 30 } }
        : {
            type: 'pageview',
            data: { path: '/', title: 'Accueil', sessionId: `bench-${visitor}` },
          },
    ),
  }
}

export async function benchAnalytics(): Promise<Row[]> {
  const rows: Row[] = []
  const say = (row: Row) => {
    rows.push(row)
    console.log(`${row.measure} : ${row.value}`)
  }
  await freshDatabase(DATA_DIR)
  const databaseFile = path.join(DATA_DIR, 'site.db')
  const fillStarted = performance.now()
  await fillPageViews(databaseFile, VIEWS, DAYS)
  console.log(`${VIEWS} pages vues écrites en ${s(performance.now() - fillStarted)}`)

  // the statistics' scheduled tasks stay still until the catch-up below starts them
  const serverEnv = { LOG_REQUESTS: 'false', PAGE_VIEW_RETENTION_DAYS: '400' }
  let server = await startBuiltServer({
    dataDir: DATA_DIR,
    port: PORT,
    quiet: true,
    env: { ...serverEnv, JOBS_AUTORUN: 'false' },
  })
  let pid = server.child.pid
  try {
    const token = await adminToken(server.url)
    // the server's first seconds (first renders after the boot's revalidation, JIT) are not measured
    await whileVisitorsRead(server.url, () => new Promise((resolve) => setTimeout(resolve, 5_000)))
    const idleMb = rssMb(pid)

    const first = await whileVisitorsRead(server.url, () =>
      peakRss(pid, timedReport(server.url, token)),
    )
    say({
      measure: `statistiques, 1ᵉʳ appel sur ${VIEWS.toLocaleString('fr-FR')} pages vues (58 jours à résumer)`,
      value: `${ms(first.result.result.ms)} ; ${publicFigures(first.visitors)}`,
      target: 'p99 public < 50 ms',
      met: first.visitors.p99 < 50 && first.visitors.errors === 0,
    })
    const beforeWarmMb = rssMb(pid)

    const calls: number[] = []
    const warm = await whileVisitorsRead(server.url, () =>
      peakRss(
        pid,
        (async () => {
          for (let i = 0; i < 10; i += 1) calls.push((await timedReport(server.url, token)).ms)
        })(),
      ),
    )
    calls.sort((a, b) => a - b)
    say({
      measure: 'statistiques, 10 appels ensuite',
      value: `médiane ${ms(calls[5]!)}, max ${ms(calls[9]!)} ; ${publicFigures(warm.visitors)}`,
      target: '< 1 s, p99 public < 50 ms',
      met: calls[9]! < 1_000 && warm.visitors.p99 < 50 && warm.visitors.errors === 0,
    })
    say({
      measure:
        'mémoire du serveur (RSS) : au démarrage, pic du 1ᵉʳ appel ; avant les 10 appels, leur pic',
      value: `${idleMb} Mo, ${first.result.peakMb} Mo ; ${beforeWarmMb} Mo, ${warm.result.peakMb} Mo`,
      target: 'les appels ne chargent pas les pages vues',
      met: null,
    })

    const databaseMb = Math.round(statSync(databaseFile).size / 1024 / 1024)
    const superAdmin = await adminToken(server.url, DEMO_SUPER_ADMIN)
    const backup = await whileVisitorsRead(server.url, () => timedBackup(server.url, superAdmin))
    say({
      measure: `sauvegarde téléchargée depuis les paramètres, base de ${databaseMb} Mo`,
      value: `${s(backup.result.ms)} (archive ${backup.result.mb} Mo) ; ${publicFigures(backup.visitors)}`,
      target: 'p99 public < 50 ms',
      met: backup.visitors.p99 < 50 && backup.visitors.errors === 0,
    })

    // restarted with its queues running and the statistics' schedule due every second: the
    // scheduled task sums up every older day of the year
    await server.stop()
    const catchUpStarted = performance.now()
    server = await startBuiltServer({
      dataDir: DATA_DIR,
      port: PORT,
      quiet: true,
      env: { ...serverEnv, STATISTICS_CRON: '* * * * * *' },
    })
    pid = server.child.pid
    const catchUp = await whileVisitorsRead(server.url, async () => {
      while ((await summedDays(databaseFile)) < DAYS - 1)
        await new Promise((resolve) => setTimeout(resolve, 250))
      return performance.now() - catchUpStarted
    })
    say({
      measure: `rattrapage : les ${DAYS - 1} jours de l’année résumés par la tâche planifiée, depuis le redémarrage`,
      value: `${s(catchUp.result)} ; ${publicFigures(catchUp.visitors)}`,
      target: 'p99 public < 50 ms',
      met: catchUp.visitors.p99 < 50 && catchUp.visitors.errors === 0,
    })

    const beacons = await whileVisitorsRead(server.url, async () => {
      let stop!: () => void
      const stopped = new Promise<void>((resolve) => (stop = resolve))
      const timer = setTimeout(stop, BEACON_SECONDS * 1000)
      const result = await steadyLoad(BEACONS_PER_SECOND, beacon(server.url), stopped)
      clearTimeout(timer)
      return result
    })
    const sent = beacons.result
    say({
      measure: `${VISITORS} visiteurs, ${BEACONS_PER_SECOND} balises/s pendant ${BEACON_SECONDS} s`,
      value: `${sent.requests} balises, ${sent.errors} erreurs 5xx, p99 ${sent.p99} ms ; ${publicFigures(beacons.visitors)}`,
      target: '0 erreur, p99 public < 50 ms',
      met: sent.errors === 0 && beacons.visitors.p99 < 50 && beacons.visitors.errors === 0,
    })
    const after = await timedReport(server.url, token)
    say({
      measure: 'statistiques après les balises',
      value: `${ms(after.ms)} (${after.pageViews.toLocaleString('fr-FR')} pages vues sur 30 jours)`,
      target: '< 1 s',
      met: after.ms < 1_000,
    })
  } finally {
    await server.stop()
  }
  return rows
}
