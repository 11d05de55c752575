// features: platform
import { execFileSync, spawn } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runScript, type ScriptOutcome } from '../helpers/scripts'

/** An article's French title, in its table of languages (#45). */
const FRENCH_TITLE_UPDATE =
  "UPDATE news_locales SET title = ? WHERE _locale = 'fr' AND _parent_id = ?"

/**
 * `npm run backup` and `npm run restore` run as child processes, as an operator runs them, on a
 * data directory of their own (not the suite's data/test/int), prepared by scripts/prepare-db.
 */
const ROOT = path.resolve('data/test/backup')
const DATA = path.join(ROOT, 'data')
const DB = path.join(DATA, 'site.db')
let port = 0

function script(name: string, args: string[] = [], cwd = process.cwd()): Promise<ScriptOutcome> {
  return runScript(name, args, { cwd, env: { DATA_DIR: DATA, PORT: String(port) } })
}

/** Every path under a folder with its size and modification time. */
function tree(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => {
      const stats = statSync(path.join(dir, name))
      return `${name} ${stats.isDirectory() ? 'dir' : `${stats.size} ${stats.mtimeMs}`}`
    })
}

/**
 * What a refused restore leaves as it was: every file but SQLite's own -wal and -shm (a
 * connection this process closed folds them into the file whenever the collector frees it), and
 * every table's rows.
 */
async function untouched() {
  const files = tree(DATA).filter((line) => !/^site\.db/.test(line))
  const tables = await rows("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
  const counts = await Promise.all(
    tables.map(async ({ name }) => [
      name,
      await rows(`SELECT count(*) AS n FROM "${String(name)}"`),
    ]),
  )
  return { files, counts }
}

async function rows(sql: string): Promise<Record<string, unknown>[]> {
  const client = createClient({ url: `file:${DB}` })
  try {
    return (await client.execute(sql)).rows.map((row) => ({ ...row }))
  } finally {
    client.close()
  }
}

beforeAll(async () => {
  rmSync(ROOT, { recursive: true, force: true })
  mkdirSync(ROOT, { recursive: true })
  // a port nothing listens on, so the restore's "server running?" check passes
  const probe = createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => probe.once('listening', resolve))
  port = (probe.address() as AddressInfo).port
  await new Promise((resolve) => probe.close(resolve))
  const prepared = await script('prepare-db.ts')
  expect(prepared.code, prepared.stderr).toBe(0)
  mkdirSync(path.join(DATA, 'documents'), { recursive: true })
  writeFileSync(path.join(DATA, 'documents', 'catalogue.pdf'), '%PDF-1.4 catalogue')
}, 240_000)

afterAll(() => rmSync(ROOT, { recursive: true, force: true }))

describe('npm run backup / npm run restore', () => {
  it('backs up while the database is written, then brings deleted content back', async () => {
    const news = await rows('SELECT id FROM news ORDER BY id')
    const [first, second, removed] = news.map((row) => Number(row.id))
    const [{ filename }] = await rows('SELECT filename FROM media ORDER BY id LIMIT 1')
    const image = path.join(DATA, 'media', String(filename))
    const imageBytes = readFileSync(image)
    const secret = readFileSync(path.join(DATA, '.payload-secret'), 'utf8')

    // two titles changed in one transaction: a consistent snapshot always has them equal
    const writer = createClient({ url: `file:${DB}` })
    await writer.execute('PRAGMA busy_timeout = 5000')
    let writes = 0
    let writing = true
    const loop = (async () => {
      while (writing) {
        writes += 1
        const title = `Titre ${writes}`
        await writer.batch(
          [
            { sql: FRENCH_TITLE_UPDATE, args: [title, first ?? 0] },
            { sql: FRENCH_TITLE_UPDATE, args: [title, second ?? 0] },
          ],
          'write',
        )
        await delay(2)
      }
    })()
    const backup = await script('backup.ts', [], ROOT)
    const writesDuringBackup = writes
    writing = false
    await loop
    expect(backup.code, backup.stderr).toBe(0)
    expect(writesDuringBackup).toBeGreaterThan(5)
    const [archiveName] = readdirSync(path.join(ROOT, 'backups'))
    expect(archiveName).toMatch(/^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-[0-9a-f]{6}\.tar\.gz$/)
    expect(backup.stdout).toContain(`Sauvegarde écrite : backups/${archiveName} (`)
    const archive = path.join(ROOT, 'backups', archiveName ?? '')
    const entries = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).split('\n')
    expect(entries).toEqual(
      expect.arrayContaining(['manifest.json', 'site.db', path.relative(DATA, image)]),
    )
    expect(entries.some((entry) => entry.includes('payload-secret'))).toBe(false)

    // content changes after the backup: a news item and an image go, a stray file comes, and
    // quote references up to DEV-000500 are given (their requests since deleted)
    await writer.execute({ sql: 'DELETE FROM news WHERE id = ?', args: [removed ?? 0] })
    await writer.execute("UPDATE sqlite_sequence SET seq = 500 WHERE name = 'quote_requests'")
    expect(
      (await writer.execute("SELECT seq FROM sqlite_sequence WHERE name = 'quote_requests'"))
        .rows[0]?.seq,
    ).toBe(500)
    writer.close()
    rmSync(image)
    writeFileSync(path.join(DATA, 'media', 'after-backup.txt'), 'après la sauvegarde')

    const restore = await script('restore.ts', [archive])
    expect(restore.code, restore.stderr).toBe(0)
    expect(restore.stdout).toContain('Redémarrez le serveur')

    expect(await rows('PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }])
    expect((await rows('SELECT id FROM news ORDER BY id')).length).toBe(news.length)
    // the next request is numbered above every reference given before the restore (#58)
    expect(await rows("SELECT seq FROM sqlite_sequence WHERE name = 'quote_requests'")).toEqual([
      { seq: 500 },
    ])
    const titles = await rows(
      `SELECT title FROM news_locales WHERE _locale = 'fr' AND _parent_id IN (${first}, ${second})`,
    )
    expect(titles[0]?.title).toMatch(/^Titre \d+$/)
    expect(titles[1]?.title).toBe(titles[0]?.title)
    expect(readFileSync(image).equals(imageBytes)).toBe(true)
    expect(existsSync(path.join(DATA, 'media', 'after-backup.txt'))).toBe(false)
    expect(readFileSync(path.join(DATA, 'documents', 'catalogue.pdf'), 'utf8')).toContain(
      'catalogue',
    )
    expect(readFileSync(path.join(DATA, '.payload-secret'), 'utf8')).toBe(secret)
    expect(readdirSync(DATA).filter((name) => /restor/.test(name))).toEqual([])

    // the restored file opens through the real Local API (runtime.ts reads DATA_DIR on import)
    process.env.DATA_DIR = DATA
    const { getPayload } = await import('payload')
    const { default: config } = await import('@payload-config')
    const payload = await getPayload({ config })
    try {
      const found = await payload.findByID({ collection: 'news', id: removed ?? 0 })
      expect(found.id).toBe(removed)
      expect((await payload.count({ collection: 'news' })).totalDocs).toBe(news.length)
    } finally {
      await payload.destroy()
    }
  }, 180_000)

  it('the settings screen’s download runs npm run backup apart: its archive, or its refusal', async () => {
    const { BackupError, createBackupApart } = await import('@/platform/services/backup/backup')
    const dataDir = process.env.DATA_DIR
    process.env.DATA_DIR = DATA
    try {
      const output = path.join(ROOT, 'depuis-les-parametres.tar.gz')
      const made = await createBackupApart(output)
      expect(made).toEqual({ file: output, size: statSync(output).size })
      const entries = execFileSync('tar', ['-tzf', output], { encoding: 'utf8' }).split('\n')
      expect(entries).toEqual(expect.arrayContaining(['manifest.json', 'site.db']))

      const again = await createBackupApart(output).catch((error: unknown) => error)
      expect(again).toBeInstanceOf(BackupError)
      // the file's name, never the server's folders
      expect((again as Error).message).toBe(
        'depuis-les-parametres.tar.gz existe déjà : choisissez un autre nom.',
      )
    } finally {
      process.env.DATA_DIR = dataDir
    }
  }, 60_000)

  it('one backup at a time: two started at once never share a name or a file; a lock left by a dead process is taken over', async () => {
    const { BackupError, createBackupApart } = await import('@/platform/services/backup/backup')
    // imported here, not at the top: the first test loads runtime.ts with this file's DATA_DIR
    const { BACKUP_DIR } = await import('@/platform/runtime/environment')
    const dataDir = process.env.DATA_DIR
    process.env.DATA_DIR = DATA
    const lock = path.join(BACKUP_DIR, '.sauvegarde-en-cours')
    const made: string[] = []
    try {
      const outcomes = await Promise.allSettled([createBackupApart(), createBackupApart()])
      for (const outcome of outcomes) {
        if (outcome.status === 'fulfilled') made.push(outcome.value.file)
        else {
          expect(outcome.reason).toBeInstanceOf(BackupError)
          expect((outcome.reason as Error).message).toBe(
            'Une sauvegarde est déjà en cours : réessayez quand elle sera terminée.',
          )
        }
      }
      expect(made.length).toBeGreaterThan(0)
      expect(new Set(made).size).toBe(made.length)
      for (const file of made) {
        expect(path.basename(file)).toMatch(/^backup-[\dT-]+-[0-9a-f]{6}\.tar\.gz$/)
        const entries = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).split('\n')
        expect(entries).toEqual(expect.arrayContaining(['manifest.json', 'site.db']))
      }
      expect(existsSync(lock)).toBe(false)

      // a backup running in another process (this one, alive): refused, no path in the message
      writeFileSync(lock, String(process.pid))
      const refused = await createBackupApart().catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(BackupError)
      expect((refused as Error).message).not.toMatch(/\//)

      // the lock of a process that died is taken over
      const dead = spawn(process.execPath, ['-e', ''])
      await new Promise((resolve) => dead.once('close', resolve))
      writeFileSync(lock, String(dead.pid))
      made.push((await createBackupApart()).file)
      expect(existsSync(lock)).toBe(false)
    } finally {
      rmSync(lock, { force: true })
      for (const file of made) rmSync(file, { force: true })
      process.env.DATA_DIR = dataDir
    }
  }, 120_000)

  it('« Optimiser la base de données »: VACUUM gives back the room of deleted rows, ANALYZE runs, the content stays; never beside a backup', async () => {
    const news = await rows('SELECT count(*) AS n FROM news')
    const client = createClient({ url: `file:${DB}` })
    try {
      await client.execute('CREATE TABLE scratch (text TEXT)')
      await client.execute(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 4000) INSERT INTO scratch SELECT printf('%.1000c', 'x') FROM n",
      )
      await client.execute('DROP TABLE scratch')
    } finally {
      client.close()
    }
    const sizeOf = async () => {
      const [pages] = await rows('PRAGMA page_count')
      const [size] = await rows('PRAGMA page_size')
      return Number(Object.values(pages!)[0]) * Number(Object.values(size!)[0])
    }
    const before = await sizeOf()
    const done = await script('optimize-db.ts')
    expect(done.code, done.stderr).toBe(0)
    expect(done.stdout).toMatch(/^Base de données optimisée : [\d,]+ (Ko|Mo) → [\d,]+ (Ko|Mo)$/m)
    expect(await sizeOf()).toBeLessThan(before - 3 * 1024 * 1024)
    expect(
      await rows("SELECT count(*) AS n FROM sqlite_master WHERE name = 'sqlite_stat1'"),
    ).toEqual([{ n: 1 }])
    expect(await rows('SELECT count(*) AS n FROM news')).toEqual(news)

    // a backup running (this process, alive, holds the lock): refused, said in French
    const lock = path.resolve(ROOT, 'backups', '.sauvegarde-en-cours')
    mkdirSync(path.dirname(lock), { recursive: true })
    writeFileSync(lock, String(process.pid))
    try {
      const refused = await script('optimize-db.ts', [], ROOT)
      expect(refused.code).toBe(1)
      expect(refused.stderr).toContain(
        'Une sauvegarde ou une optimisation est en cours : réessayez quand elle sera terminée.',
      )
    } finally {
      rmSync(lock, { force: true })
    }
  }, 60_000)

  it('refuses a missing, unreadable, escaping or unknown archive, or a running server', async () => {
    const before = await untouched()
    const refused = async (args: string[], message: RegExp) => {
      const outcome = await script('restore.ts', args)
      expect(outcome.code).toBe(1)
      expect(outcome.stderr).toMatch(message)
    }
    await refused([], /Indiquez l'archive à restaurer/)
    await refused([path.join(ROOT, 'absente.tar.gz')], /est introuvable/)

    const notArchive = path.join(ROOT, 'texte.tar.gz')
    writeFileSync(notArchive, 'ceci n’est pas une archive')
    await refused([notArchive], /n'est pas une archive \.tar\.gz lisible/)

    const inner = path.join(ROOT, 'evil', 'inner')
    mkdirSync(inner, { recursive: true })
    writeFileSync(
      path.join(inner, 'manifest.json'),
      JSON.stringify({ format: 1, database: 'site.db' }),
    )
    writeFileSync(path.join(ROOT, 'evil', 'evil'), 'dehors')
    const escaping = path.join(ROOT, 'evil.tar.gz')
    execFileSync('tar', ['-czPf', escaping, '-C', inner, 'manifest.json', '../evil'])
    await refused([escaping], /Archive refusée : l'entrée « \.\.\/evil » sort du dossier/)

    symlinkSync('/etc', path.join(inner, 'media'))
    const linked = path.join(ROOT, 'lien.tar.gz')
    execFileSync('tar', ['-czf', linked, '-C', inner, 'manifest.json', 'media'])
    await refused([linked], /Archive refusée : elle contient des liens/)

    writeFileSync(path.join(inner, 'manifest.json'), JSON.stringify({ format: 99, database: 'x' }))
    writeFileSync(path.join(inner, 'x'), 'x')
    const unknown = path.join(ROOT, 'inconnu.tar.gz')
    execFileSync('tar', ['-czf', unknown, '-C', inner, 'manifest.json', 'x'])
    await refused([unknown], /format de sauvegarde inconnu/)

    // a decompression bomb: a few hundred bytes that declare terabytes (a sparse file), with a
    // valid manifest; refused from its listing, nothing extracted
    const bomb = path.join(ROOT, 'bombe')
    mkdirSync(bomb, { recursive: true })
    writeFileSync(
      path.join(bomb, 'manifest.json'),
      JSON.stringify({ format: 1, database: 'site.db' }),
    )
    writeFileSync(path.join(bomb, 'site.db'), '')
    truncateSync(path.join(bomb, 'site.db'), 5 * 1024 ** 4)
    const bombArchive = path.join(ROOT, 'bombe.tar.gz')
    execFileSync('tar', ['--sparse', '-czf', bombArchive, '-C', bomb, 'manifest.json', 'site.db'])
    rmSync(bomb, { recursive: true, force: true })
    expect(statSync(bombArchive).size).toBeLessThan(10_000)
    await refused(
      [bombArchive],
      /Archive refusée : elle se décompresse en [\d\s,]+ Mo, plus que la place libre/,
    )

    const server = createServer((_request, response) => response.end('{}'))
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    try {
      await refused([unknown], /Un serveur répond sur le port/)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
    expect(await untouched()).toEqual(before)
  }, 120_000)
})
