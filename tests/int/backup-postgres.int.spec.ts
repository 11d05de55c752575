// features: platform
import { execFile, execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPostgresCluster, type PostgresCluster } from '../../scripts/lib/postgres'
import { runScript, type ScriptOutcome } from '../helpers/scripts'

/**
 * `npm run backup` and `npm run restore` on PostgreSQL (pg_dump's custom format, pg_restore and
 * psql), as child processes on a throwaway cluster of this file's own and a data folder of its
 * own: the archive, a restore that brings deleted content back and drops what came after, and
 * the refusals.
 */
const ROOT = path.resolve('data/test/backup-postgres')
const DATA = path.join(ROOT, 'data')
let cluster: PostgresCluster
let uri = ''

const psqlArgs = (sql: string) => [uri, '--no-psqlrc', '-A', '-t', '-q', '-c', sql]
const query = (sql: string): string[] =>
  execFileSync('psql', psqlArgs(sql), { encoding: 'utf8' }).split('\n').filter(Boolean)
const queryAsync = promisify(execFile)

function script(
  name: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<ScriptOutcome> {
  // a port nothing listens on, so the restore's "server running?" check passes
  return runScript(name, args, {
    cwd: ROOT,
    // its archives in its own folder, whichever run it is in (the PostgreSQL run sets BACKUP_DIR)
    env: {
      DATA_DIR: DATA,
      DATABASE_URI: uri,
      BACKUP_DIR: path.join(ROOT, 'backups'),
      PORT: String(cluster.port),
      ...env,
    },
  })
}

const archives = () =>
  readdirSync(path.join(ROOT, 'backups'))
    .filter((name) => name.endsWith('.tar.gz'))
    .map((name) => path.join(ROOT, 'backups', name))

/** An archive's files, extracted into a new folder. */
function extract(archive: string): string {
  const dir = mkdtempSync(path.join(ROOT, 'extrait-'))
  execFileSync('tar', ['-xzf', archive, '-C', dir])
  return dir
}

beforeAll(async () => {
  rmSync(ROOT, { recursive: true, force: true })
  mkdirSync(ROOT, { recursive: true })
  cluster = await startPostgresCluster()
  uri = cluster.uri
  const prepared = await script('prepare-db.ts')
  expect(prepared.code, prepared.stderr).toBe(0)
  mkdirSync(path.join(DATA, 'documents'), { recursive: true })
  writeFileSync(path.join(DATA, 'documents', 'catalogue.pdf'), '%PDF-1.4 catalogue')
}, 240_000)

afterAll(() => {
  cluster?.stop()
  rmSync(ROOT, { recursive: true, force: true })
})

describe('npm run backup / npm run restore on PostgreSQL', () => {
  it('dumps while the database is written, then restores it whole: deleted rows back, later tables gone', async () => {
    const news = query('SELECT id FROM news ORDER BY id').map(Number)
    const [first, second, removed] = news
    const [filename] = query('SELECT filename FROM media ORDER BY id LIMIT 1')
    const image = path.join(DATA, 'media', filename ?? '')
    const imageBytes = readFileSync(image)

    // two titles changed in one transaction: a consistent snapshot always has them equal
    let writes = 0
    let writing = true
    const loop = (async () => {
      while (writing) {
        writes += 1
        await queryAsync(
          'psql',
          psqlArgs(
            `BEGIN; UPDATE news_locales SET title = 'Titre ${writes}' WHERE _locale = 'fr' AND _parent_id IN (${first}, ${second}); COMMIT;`,
          ),
        )
        await delay(2)
      }
    })()
    const backup = await script('backup.ts')
    const writesDuringBackup = writes
    writing = false
    await loop
    expect(backup.code, backup.stderr).toBe(0)
    expect(writesDuringBackup).toBeGreaterThan(2)
    const [archive = ''] = archives()
    expect(path.basename(archive)).toMatch(/^backup-[\dT-]+-[0-9a-f]{6}\.tar\.gz$/)
    expect(backup.stdout).toContain('Base database.dump')

    const entries = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).split('\n')
    expect(entries).toEqual(
      expect.arrayContaining(['manifest.json', 'database.dump', path.relative(DATA, image)]),
    )
    const inside = extract(archive)
    const manifest = JSON.parse(readFileSync(path.join(inside, 'manifest.json'), 'utf8'))
    expect(manifest).toMatchObject({ engine: 'postgres', database: 'database.dump' })
    expect(manifest.rows.news).toBe(news.length)
    expect(manifest.rows.payload_migrations).toBeGreaterThan(0)
    // pg_dump's custom format, not a script
    expect(readFileSync(path.join(inside, 'database.dump')).subarray(0, 5).toString()).toBe('PGDMP')

    // after the backup: a news item and an image go, a stray file comes, a table is added
    query(`DELETE FROM news WHERE id = ${removed}`)
    query('CREATE TABLE apres_la_sauvegarde (id integer)')
    // and quote references up to DEV-000500 are given (their requests since deleted)
    query("SELECT setval('quote_requests_id_seq', 500)")
    rmSync(image)
    writeFileSync(path.join(DATA, 'media', 'after-backup.txt'), 'après la sauvegarde')

    const restore = await script('restore.ts', [archive])
    expect(restore.code, restore.stderr).toBe(0)
    expect(restore.stdout).toContain('Redémarrez le serveur')
    expect(query('SELECT id FROM news ORDER BY id').map(Number)).toEqual(news)
    const titles = query(
      `SELECT title FROM news_locales WHERE _locale = 'fr' AND _parent_id IN (${first}, ${second})`,
    )
    expect(titles[0]).toMatch(/^Titre \d+$/)
    expect(titles[1]).toBe(titles[0])
    expect(query("SELECT to_regclass('public.apres_la_sauvegarde') IS NULL")).toEqual(['t'])
    // the next request is numbered above every reference given before the restore (#58)
    expect(query('SELECT last_value FROM quote_requests_id_seq')).toEqual(['500'])
    expect(readFileSync(image).equals(imageBytes)).toBe(true)
    expect(existsSync(path.join(DATA, 'media', 'after-backup.txt'))).toBe(false)
    expect(readdirSync(DATA).filter((name) => /restor/.test(name))).toEqual([])

    // a second restore of the same archive (the schema is emptied first, whoever made it)
    const again = await script('restore.ts', [archive])
    expect(again.code, again.stderr).toBe(0)

    // the restored database opens through the real Local API, and its ids go on from there
    process.env.DATA_DIR = DATA
    process.env.DATABASE_URI = uri
    const { getPayload } = await import('payload')
    const { default: config } = await import('@payload-config')
    const payload = await getPayload({ config })
    try {
      const found = await payload.findByID({ collection: 'news', id: removed ?? 0 })
      expect(found.id).toBe(removed)
      const created = await payload.create({
        collection: 'subscribers',
        data: { email: 'apres-restauration@example.ne', source: 'newsletter', status: 'pending' },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      expect(created.id).toBeGreaterThan(0)
    } finally {
      await payload.destroy()
    }
  }, 180_000)

  it('refuses an archive whose dump is unreadable, does not match its manifest, or comes from SQLite; nothing changes', async () => {
    const [archive = ''] = archives()
    const before = query('SELECT count(*) FROM news')
    const refused = async (dir: string, message: RegExp) => {
      const tampered = path.join(ROOT, `${path.basename(dir)}.tar.gz`)
      execFileSync('tar', ['-czf', tampered, '-C', dir, ...readdirSync(dir)])
      const outcome = await script('restore.ts', [tampered])
      expect(outcome.code, outcome.stdout).toBe(1)
      expect(outcome.stderr).toMatch(message)
      expect(query('SELECT count(*) FROM news')).toEqual(before)
    }

    const miscounted = extract(archive)
    const manifestFile = path.join(miscounted, 'manifest.json')
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
    writeFileSync(
      manifestFile,
      JSON.stringify({ ...manifest, rows: { ...manifest.rows, news: 1 } }),
    )
    await refused(miscounted, /Archive refusée : la base ne correspond pas au manifeste\./)

    const truncated = extract(archive)
    const dump = path.join(truncated, 'database.dump')
    writeFileSync(dump, readFileSync(dump).subarray(0, 4096))
    await refused(truncated, /Archive refusée : la copie de la base PostgreSQL est illisible\./)

    const fromSqlite = extract(archive)
    writeFileSync(
      path.join(fromSqlite, 'manifest.json'),
      JSON.stringify({ ...manifest, engine: undefined, database: 'site.db' }),
    )
    writeFileSync(path.join(fromSqlite, 'site.db'), '')
    rmSync(path.join(fromSqlite, 'database.dump'))
    await refused(
      fromSqlite,
      /Archive refusée : elle contient une base SQLite, et ce site utilise PostgreSQL/,
    )
  }, 120_000)

  it('« Optimiser la base de données »: VACUUM ANALYZE gives back the room of deleted rows; the content stays', async () => {
    const news = query('SELECT count(*) FROM news')
    query(
      "CREATE TABLE scratch AS SELECT repeat('x', 1000) AS text FROM generate_series(1, 5000); DELETE FROM scratch",
    )
    const size = () => Number(query("SELECT pg_total_relation_size('scratch')")[0])
    const before = size()
    const done = await script('optimize-db.ts')
    expect(done.code, done.stderr).toBe(0)
    expect(done.stdout).toMatch(/^Base de données optimisée : [\d,]+ (Ko|Mo) → [\d,]+ (Ko|Mo)$/m)
    expect(size()).toBeLessThan(before / 10)
    // ANALYZE ran: the planner's statistics of the emptied table say so
    expect(
      query("SELECT last_analyze IS NOT NULL FROM pg_stat_user_tables WHERE relname = 'scratch'"),
    ).toEqual(['t'])
    expect(query('SELECT count(*) FROM news')).toEqual(news)
    query('DROP TABLE scratch')
  }, 60_000)

  it('says in French which tool is missing when PostgreSQL’s client is not installed', async () => {
    const empty = mkdtempSync(path.join(ROOT, 'sans-outils-'))
    const outcome = await script('backup.ts', [path.join(ROOT, 'sans-outils.tar.gz')], {
      PATH: empty,
    })
    expect(outcome.code).toBe(1)
    expect(outcome.stderr).toContain(
      'pg_dump est introuvable : installez le client PostgreSQL (paquet postgresql-client',
    )
    expect(existsSync(path.join(ROOT, 'sans-outils.tar.gz'))).toBe(false)
  }, 60_000)
})
