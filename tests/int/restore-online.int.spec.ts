// features: platform
import { spawn } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dispatch } from '@/app/(api)/api/routes'
import { lexicalFromParagraphs } from '@/lib/lexical'
import {
  BACKUP_DIR,
  databaseEngine,
  DEMO_ADMIN,
  DEMO_SUPER_ADMIN,
} from '@/platform/runtime/environment'

import { PRODUCTION_NODE_OPTIONS } from '../../scripts/lib/run'
import { api, tokenFor } from '../helpers/api'
import { testPayload } from '../helpers/payload'

/**
 * « Restaurer une sauvegarde » of the settings screen, on the suite's own database while this
 * process's Payload keeps its connection open, as the server's does: the archive checked, the
 * site backed up, put in maintenance, restored (through the engine, SQLite and PostgreSQL),
 * migrated and back online; refusals that change nothing. The archive is taken at the start,
 * so the suite's database ends as it began.
 */
let payload: Payload
let owner = ''
let admin = ''
let archive = ''
const made: string[] = []

const backups = (name: string) => path.join(BACKUP_DIR, name)
const newsTitled = async (title: string) =>
  (
    await payload.find({
      collection: 'news',
      where: { title: { equals: title } },
      overrideAccess: true,
      depth: 0,
    })
  ).totalDocs

/**
 * Nothing acknowledged during a restore is lost: each request answered 201 (its email starting
 * with `emailPrefix`) is in the restored database (sent before the archive, or after the
 * restore) or in the safety backup taken before it (sent between); and no reference is given
 * twice (the requests after the restore are numbered above all).
 */
async function expectNothingAcknowledgedLost(
  sent: { reference?: string }[],
  emailPrefix: string,
  restored: { safety: string; archive: { counts: Record<string, number> } },
) {
  const acknowledged = sent.filter(({ reference }) => reference)
  const kept = await payload.count({
    collection: 'quote-requests',
    where: { email: { like: emailPrefix } },
    overrideAccess: true,
  })
  const { checkArchive } = await import('@/platform/services/backup/restoreOnline')
  const safety = await checkArchive(restored.safety)
  const betweenArchiveAndSafety =
    safety.counts.quoteRequests - restored.archive.counts.quoteRequests!
  expect(acknowledged.length).toBe(kept.totalDocs + betweenArchiveAndSafety)
  const references = acknowledged.map(({ reference }) => reference)
  expect(new Set(references).size).toBe(references.length)
}

beforeAll(async () => {
  payload = await testPayload()
  // before the archive: these sessions are in it, and still open after the restore
  owner = await tokenFor(DEMO_SUPER_ADMIN.email, DEMO_SUPER_ADMIN.password)
  admin = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
  const { createBackupApart } = await import('@/platform/services/backup/backup')
  archive = path.basename((await createBackupApart()).file)
  made.push(archive)
}, 120_000)

afterAll(() => {
  for (const name of made) rmSync(backups(name), { force: true })
})

describe('« Restaurer une sauvegarde » while the site runs', () => {
  it('is the super-administrator’s alone', async () => {
    for (const [method, route, body] of [
      ['GET', '/admin/backup/archives', undefined],
      ['POST', '/admin/backup/check', { name: archive }],
      ['POST', '/admin/backup/restore', { name: archive, companyName: 'BK Multiservices' }],
    ] as const) {
      const refused = await api(method, route, { token: admin, body })
      expect(refused.status, route).toBe(403)
      expect(refused.body.message).toBe(
        'Seul un super-administrateur peut restaurer une sauvegarde.',
      )
    }
  })

  it('lists the archives, checks one and says what it holds; a name is never a path', async () => {
    const listed = await api<{ name: string; size: string }[]>('GET', '/admin/backup/archives', {
      token: owner,
    })
    expect(listed.body.data?.map((item) => item.name)).toContain(archive)

    const checked = await api<{ counts: { departments: number }; engine: string }>(
      'POST',
      '/admin/backup/check',
      { token: owner, body: { name: archive } },
    )
    expect(checked.status).toBe(200)
    expect(checked.body.message).toBe('Archive vérifiée : elle peut être restaurée.')
    expect(checked.body.data?.counts.departments).toBe(
      // an archive holds the trash too
      (await payload.count({ collection: 'departments', overrideAccess: true, trash: true }))
        .totalDocs,
    )

    for (const name of ['../data/site.db', '/etc/passwd', 'backup-x.tar.gz', 'autre.tar.gz']) {
      const refused = await api('POST', '/admin/backup/check', { token: owner, body: { name } })
      expect(refused.status, name).toBe(409)
      expect(refused.body.message).toMatch(/^Archive introuvable/)
      expect(refused.text).not.toContain(process.cwd())
    }
  })

  it('takes an archive sent from the browser, refuses what is not gzip; a damaged one is refused at the check and restores nothing', async () => {
    const send = (bytes: Uint8Array) =>
      dispatch(
        new Request('http://localhost/api/admin/backup/archives', {
          method: 'POST',
          headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/gzip' },
          body: new Blob([bytes as Uint8Array<ArrayBuffer>]),
        }),
      )
    const sent = await send(readFileSync(backups(archive)))
    expect(sent.status).toBe(201)
    const { data } = (await sent.json()) as { data: { name: string } }
    made.push(data.name)
    expect(data.name).toMatch(/^import-[\dT-]+-[0-9a-f]{6}\.tar\.gz$/)

    const text = await send(new TextEncoder().encode('pas une archive'))
    expect(text.status).toBe(415)
    expect(((await text.json()) as { message: string }).message).toBe(
      'Archive refusée : ce fichier n’est pas une archive .tar.gz.',
    )

    // gzip, but not a tar of a backup
    const damaged = await send(gzipSync(Buffer.from('ceci n’est pas une sauvegarde')))
    expect(damaged.status).toBe(201)
    const damagedName = ((await damaged.json()) as { data: { name: string } }).data.name
    made.push(damagedName)
    const before = await payload.count({ collection: 'news', overrideAccess: true })
    const refused = await api('POST', '/admin/backup/restore', {
      token: owner,
      body: { name: damagedName, companyName: 'BK Multiservices' },
    })
    expect(refused.status).toBe(409)
    expect(refused.text).not.toContain(process.cwd())
    expect(await payload.count({ collection: 'news', overrideAccess: true })).toEqual(before)
    const maintenance = await payload.findGlobal({ slug: 'maintenance', overrideAccess: true })
    expect(maintenance.isActive).toBe(false)
    // the backup taken before the attempt stays
    const { restorableArchives } = await import('@/platform/services/backup/backup')
    made.push(
      ...restorableArchives()
        .map((item) => item.name)
        .filter((name) => !made.includes(name)),
    )
  }, 120_000)

  it('asks for the company’s name, then brings the archive back while this connection stays open', async () => {
    const wrong = await api('POST', '/admin/backup/restore', {
      token: owner,
      body: { name: archive, companyName: 'BK' },
    })
    expect(wrong.status).toBe(400)

    const title = 'Écrit après la sauvegarde'
    await payload.create({
      collection: 'news',
      data: {
        title,
        category: 'GENERAL',
        excerpt: 'Après.',
        content: lexicalFromParagraphs(['Après la sauvegarde.']),
      } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const [machine] = (
      await payload.find({ collection: 'equipment', limit: 1, sort: 'id', overrideAccess: true })
    ).docs
    await payload.update({
      collection: 'equipment',
      id: machine!.id,
      data: { name: 'Renommé après la sauvegarde' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(await newsTitled(title)).toBe(1)

    const done = await api<{ safety: string; archive: { createdAt: string } }>(
      'POST',
      '/admin/backup/restore',
      { token: owner, body: { name: archive, companyName: 'bk multiservices' } },
    )
    expect(done.status, done.text).toBe(200)
    expect(done.body.message).toMatch(
      /^Sauvegarde du \d{1,2} [a-zéû]+ \d{4} à \d{2}:\d{2} restaurée\. Le site est de nouveau en ligne\.$/,
    )
    made.push(done.body.data!.safety)
    expect(done.body.data!.safety).toMatch(/^backup-/)

    // the same Payload, its connection never closed, reads the archive's data
    expect(await newsTitled(title)).toBe(0)
    const restored = await payload.findByID({
      collection: 'equipment',
      id: machine!.id,
      overrideAccess: true,
    })
    expect(restored.name).toBe(machine!.name)
    const maintenance = await payload.findGlobal({ slug: 'maintenance', overrideAccess: true })
    expect(maintenance.isActive).toBe(false)
    // and writes to it
    const again = await payload.update({
      collection: 'equipment',
      id: machine!.id,
      data: { name: machine!.name },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(again.name).toBe(machine!.name)
    // the session opened before the archive still answers
    expect((await api('GET', '/admin/backup/archives', { token: owner })).status).toBe(200)
  }, 180_000)

  it('under load: each request sent meanwhile is refused (503, Retry-After) or kept, and no reference is given twice', async () => {
    const sent: { email: string; status: number; reference?: string; retryAfter: string | null }[] =
      []
    let stop = false
    // a phone sending requests and sign-ups one after the other for the whole restore
    const visitor = async (lane: number) => {
      while (!stop) {
        // a refusal answers without any I/O: the pause lets the restore's own work run
        await new Promise((resolve) => setTimeout(resolve, 25))
        // one address a lane: its acknowledgements stop at 3 a day, the log stays short
        const email = `charge-${lane}@example.com`
        const quote = await api<{ reference: string }>('POST', '/quote-requests', {
          body: { name: 'Client pressé', email, phone: '96 12 34 56', message: 'Une pelle.' },
        })
        sent.push({
          email,
          status: quote.status,
          reference: quote.body.data?.reference,
          retryAfter: quote.headers.get('retry-after'),
        })
        const subscription = await api('POST', '/newsletter/subscribe', {
          body: { email: `lettre-${email}` },
        })
        sent.push({
          email: `lettre-${email}`,
          status: subscription.status,
          retryAfter: subscription.headers.get('retry-after'),
        })
      }
    }
    const visitors = [visitor(1), visitor(2)]
    // requests acknowledged before « Restaurer »: in the archive to restore
    await new Promise((resolve) => setTimeout(resolve, 300))
    const { createBackupApart } = await import('@/platform/services/backup/backup')
    const busy = path.basename((await createBackupApart()).file)
    made.push(busy)
    const done = await api<{ safety: string; archive: { counts: Record<string, number> } }>(
      'POST',
      '/admin/backup/restore',
      { token: owner, body: { name: busy, companyName: 'BK Multiservices' } },
    )
    expect(done.status, done.text).toBe(200)
    made.push(done.body.data!.safety)
    expect(done.body.data!.archive.counts).toMatchObject({
      quoteRequests: expect.any(Number),
      subscribers: expect.any(Number),
      outgoingEmails: expect.any(Number),
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    stop = true
    await Promise.all(visitors)

    const refused = sent.filter(({ status }) => status === 503)
    expect(refused.length).toBeGreaterThan(0)
    for (const answer of refused) expect(answer.retryAfter).toBe('60')
    for (const answer of sent) expect([200, 201, 503]).toContain(answer.status)

    await expectNothingAcknowledgedLost(sent, 'charge-', done.body.data!)
  }, 240_000)
})

type Sent = { status: number; reference?: string; retryAfter: string | null; message?: string }

/** Another instance on the same PostgreSQL (tests/helpers/otherInstance.ts), and what it was answered. */
function otherInstance() {
  const child = spawn(
    process.execPath,
    [path.resolve('node_modules/tsx/dist/cli.mjs'), 'tests/helpers/otherInstance.ts'],
    // its answers over the IPC channel; its log (the mails it would send) is of no use here
    {
      env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: PRODUCTION_NODE_OPTIONS },
      stdio: ['pipe', 'ignore', 'inherit', 'ipc'],
    },
  )
  const answers: Sent[] = []
  child.on('message', (answer: Sent) => answers.push(answer))
  const closed = new Promise((resolve) => child.once('close', resolve))
  return {
    answers,
    async stop() {
      child.stdin!.end()
      await closed
    },
  }
}

// several instances share PostgreSQL only: SQLite's file has one
describe.runIf(databaseEngine() === 'postgres')(
  '« Restaurer » with another instance on the same PostgreSQL',
  () => {
    it('refuses its writes (503, Retry-After) from before the safety backup to the end, after those under way: each is refused or kept, no reference twice', async () => {
      const other = otherInstance()
      try {
        // its first answer comes once its Payload has started
        await expect
          .poll(() => other.answers.filter(({ status }) => status === 201).length, {
            timeout: 120_000,
            interval: 200,
          })
          .toBeGreaterThan(3)
        const { createBackupApart } = await import('@/platform/services/backup/backup')
        const busy = path.basename((await createBackupApart()).file)
        made.push(busy)
        const done = await api<{ safety: string; archive: { counts: Record<string, number> } }>(
          'POST',
          '/admin/backup/restore',
          { token: owner, body: { name: busy, companyName: 'BK Multiservices' } },
        )
        expect(done.status, done.text).toBe(200)
        made.push(done.body.data!.safety)
        // and after the restore, its writes are taken again
        const before = other.answers.length
        await expect
          .poll(() => other.answers.slice(before).some(({ status }) => status === 201), {
            timeout: 30_000,
          })
          .toBe(true)
        await other.stop()

        const refused = other.answers.filter(({ status }) => status === 503)
        expect(refused.length).toBeGreaterThan(0)
        for (const answer of refused) {
          expect(answer.retryAfter).toBe('60')
          expect(answer.message).toMatch(/^Une restauration des données est en cours/)
        }
        for (const answer of other.answers) expect([201, 503]).toContain(answer.status)

        await expectNothingAcknowledgedLost(other.answers, 'autre-instance-', done.body.data!)
      } finally {
        await other.stop()
      }
    }, 300_000)
  },
)
