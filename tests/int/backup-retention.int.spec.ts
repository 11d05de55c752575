// features: platform
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BackupError } from '@/platform/services/backup/backupLock'
import { backupKeep, pruneBackups } from '@/platform/services/backup/backupRetention'
import { copyBackupToBucket } from '@/platform/services/backup/backupUpload'
import { S3_ENV, type S3Settings } from '@/platform/runtime/s3Settings'

import { runScript, type ScriptOutcome } from '../helpers/scripts'

/**
 * The daily backup's retention (BACKUP_KEEP) and its copy to the bucket, on real files and a
 * real S3-compatible server (s3rver on loopback); then `npm run backup` itself, as a child
 * process run from a folder of its own (its `backups/` is relative to where it runs).
 */
const BUCKET = 'bk-backups-test'
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } // s3rver's own keys
const ROOT = path.resolve('data/test/backup-retention')
const FRENCH = /[éèêàçùôîû’]|\b(le|la|les|des|du|une?|est|pas)\b/i

let server: S3rver
let s3Folder: string
let endpoint: string
let client: S3Client
let closedPort: number

const settings = (overrides: Partial<S3Settings> = {}): S3Settings => ({
  bucket: BUCKET,
  region: 'us-east-1',
  endpoint,
  forcePathStyle: true,
  prefix: 'site',
  ...CREDENTIALS,
  ...overrides,
})

async function bucketKeys(): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))
  return (listed.Contents ?? []).map(({ Key }) => Key ?? '').sort()
}

/** A file named like an archive of `npm run backup`, modified at `minutesAgo`. */
function archive(dir: string, stamp: string, minutesAgo = 0, suffix = '-0a1b2c'): string {
  const file = path.join(dir, `backup-${stamp}${suffix}.tar.gz`)
  writeFileSync(file, `archive ${stamp}`)
  const time = new Date(Date.now() - minutesAgo * 60_000)
  utimesSync(file, time, time)
  return file
}

beforeAll(async () => {
  rmSync(ROOT, { recursive: true, force: true })
  mkdirSync(ROOT, { recursive: true })
  s3Folder = path.join(os.tmpdir(), `bk-s3rver-backups-${process.pid}`)
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Folder,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  const { port } = await server.run()
  endpoint = `http://127.0.0.1:${port}`
  client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
  })
  // a port nothing listens on: a bucket that cannot be reached
  const probe = createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => probe.once('listening', resolve))
  closedPort = (probe.address() as AddressInfo).port
  await new Promise((resolve) => probe.close(resolve))
})

afterAll(async () => {
  client?.destroy()
  await server?.close()
  rmSync(s3Folder, { recursive: true, force: true })
  rmSync(ROOT, { recursive: true, force: true })
})

describe('BACKUP_KEEP', () => {
  it('is 14 by default, a whole number of archives otherwise, refused in French when wrong', () => {
    expect(backupKeep({})).toBe(14)
    expect(backupKeep({ BACKUP_KEEP: ' ' })).toBe(14)
    expect(backupKeep({ BACKUP_KEEP: '3' })).toBe(3)
    for (const wrong of ['0', '-1', '2.5', 'deux', '1e3']) {
      const refusal = (() => {
        try {
          return backupKeep({ BACKUP_KEEP: wrong })
        } catch (error) {
          return error
        }
      })()
      expect(refusal).toBeInstanceOf(BackupError)
      expect((refusal as Error).message).toContain(`« ${wrong} »`)
    }
  })
})

describe('pruneBackups', () => {
  it('keeps the newest archives, the one just written always, and deletes nothing else', () => {
    const dir = path.join(ROOT, 'prune')
    mkdirSync(dir, { recursive: true })
    // restored from elsewhere: a new modification time, the oldest name
    const restored = archive(dir, '2025-12-31T03-30-00', 0, '-ffffff')
    const unsuffixed = archive(dir, '2026-01-01T03-30-00', 50, '') // named before the suffix existed
    const kept = [archive(dir, '2026-01-02T03-30-00', 40), archive(dir, '2026-01-03T03-30-00', 30)]
    const current = archive(dir, '2026-01-05T03-30-00', 10)
    const untouchable = [
      'backup-manuelle.tar.gz',
      'backup-2025-12-30T03-30-00-0a1b2c.tar.gz.partial',
      'backup-2025-12-29T03-30-00-0a1b2c.tar',
      'notes.txt',
      '.sauvegarde-en-cours',
    ]
    for (const name of untouchable) writeFileSync(path.join(dir, name), name)
    mkdirSync(path.join(dir, 'backup-2025-12-28T03-30-00-0a1b2c.tar.gz'))

    expect(pruneBackups(current, 3)).toEqual([path.basename(restored), path.basename(unsuffixed)])
    expect(readdirSync(dir).sort()).toEqual(
      [
        ...untouchable,
        'backup-2025-12-28T03-30-00-0a1b2c.tar.gz',
        ...kept.map((file) => path.basename(file)),
        path.basename(current),
      ].sort(),
    )
    // again: nothing more to delete
    expect(pruneBackups(current, 3)).toEqual([])
  })

  it('never deletes the archive just written, even when its name is not the newest', () => {
    const dir = path.join(ROOT, 'clock')
    mkdirSync(dir, { recursive: true })
    const newer = archive(dir, '2030-01-01T00-00-00')
    // the clock went back between two runs
    const current = archive(dir, '2026-01-01T00-00-00')
    expect(pruneBackups(current, 1)).toEqual([path.basename(newer)])
    expect(readdirSync(dir)).toEqual([path.basename(current)])
  })
})

describe('copyBackupToBucket', () => {
  it('puts the archive under <S3_PREFIX>/backups/, byte for byte', async () => {
    const dir = path.join(ROOT, 'copy')
    mkdirSync(dir, { recursive: true })
    const file = path.join(dir, 'backup-2026-02-01T03-30-00-abcdef.tar.gz')
    const bytes = Buffer.alloc(3 * 1024 * 1024, 7)
    writeFileSync(file, bytes)

    const key = await copyBackupToBucket(file, settings())
    expect(key).toBe('site/backups/backup-2026-02-01T03-30-00-abcdef.tar.gz')
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(bytes)).toBe(true)
  })

  it('fails in French, leaving the local archive, when the bucket is out of reach or refuses', async () => {
    const file = path.join(ROOT, 'copy', 'backup-2026-02-02T03-30-00-abcdef.tar.gz')
    writeFileSync(file, 'archive')
    for (const broken of [
      settings({ endpoint: `http://127.0.0.1:${closedPort}` }),
      settings({ bucket: 'pas-de-tel-bucket' }),
    ]) {
      const failure = await copyBackupToBucket(file, broken).catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(BackupError)
      const message = (failure as Error).message
      expect(message).toContain(
        `La copie de ${path.basename(file)} vers le bucket « ${broken.bucket} » a échoué`,
      )
      expect(message).toContain("l'archive reste sur le serveur")
      expect(message).not.toContain(ROOT)
      expect(readFileSync(file, 'utf8')).toBe('archive')
    }
  })
})

describe('npm run backup without a file: copy to the bucket, then retention', () => {
  const APP = path.join(ROOT, 'app')
  const DATA = path.join(APP, 'data')
  const BACKUPS = path.join(APP, 'backups')

  function backup(env: Record<string, string>, args: string[] = []): Promise<ScriptOutcome> {
    const unset = Object.fromEntries(Object.values(S3_ENV).map((name) => [name, undefined]))
    return runScript('backup.ts', args, { cwd: APP, env: { ...unset, DATA_DIR: DATA, ...env } })
  }
  const s3Env = (overrides: Record<string, string> = {}) => ({
    [S3_ENV.bucket]: BUCKET,
    [S3_ENV.endpoint]: endpoint,
    [S3_ENV.accessKeyId]: CREDENTIALS.accessKeyId,
    [S3_ENV.secretAccessKey]: CREDENTIALS.secretAccessKey,
    [S3_ENV.forcePathStyle]: 'true',
    [S3_ENV.prefix]: 'script',
    ...overrides,
  })
  const archives = () =>
    readdirSync(BACKUPS)
      .filter((name) => name.endsWith('.tar.gz'))
      .sort()

  beforeAll(async () => {
    mkdirSync(path.join(DATA, 'media'), { recursive: true })
    writeFileSync(path.join(DATA, 'media', 'photo.png'), 'png')
    // a SQLite file is all the backup reads of a database
    const db = createClient({ url: `file:${path.join(DATA, 'site.db')}` })
    await db.execute('CREATE TABLE news (id INTEGER PRIMARY KEY, title TEXT)')
    await db.execute("INSERT INTO news (title) VALUES ('Bienvenue')")
    db.close()
    mkdirSync(BACKUPS, { recursive: true })
    archive(BACKUPS, '2026-01-01T03-30-00', 30)
    archive(BACKUPS, '2026-01-02T03-30-00', 20)
    archive(BACKUPS, '2026-01-03T03-30-00', 10)
    writeFileSync(path.join(BACKUPS, 'backup-avant-migration.tar.gz'), 'à garder')
  })

  it('copies the new archive to the bucket and keeps the BACKUP_KEEP newest', async () => {
    const run = await backup({ BACKUP_KEEP: '2', ...s3Env() })
    expect(run.code, run.stderr).toBe(0)
    const kept = archives()
    const made = kept.find(
      (name) => !name.startsWith('backup-2026-01-') && name !== 'backup-avant-migration.tar.gz',
    )
    expect(made).toBeDefined()
    expect(kept).toEqual(
      ['backup-2026-01-03T03-30-00-0a1b2c.tar.gz', made, 'backup-avant-migration.tar.gz'].sort(),
    )
    expect(run.stdout).toContain(`Copie dans le bucket : s3://${BUCKET}/script/backups/${made}`)
    expect(run.stdout).toContain(
      'Anciennes sauvegardes supprimées (BACKUP_KEEP=2) : backup-2026-01-01T03-30-00-0a1b2c.tar.gz, backup-2026-01-02T03-30-00-0a1b2c.tar.gz',
    )
    expect(await bucketKeys()).toContain(`script/backups/${made}`)
    const object = await client.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: `script/backups/${made}` }),
    )
    expect(Number(object.ContentLength)).toBe(statSync(path.join(BACKUPS, made ?? '')).size)
    await object.Body?.transformToByteArray()
  }, 60_000)

  it('a failed copy exits non-zero with a French message and keeps the new archive', async () => {
    const before = archives()
    const run = await backup({
      BACKUP_KEEP: '2',
      ...s3Env({ [S3_ENV.endpoint]: `http://127.0.0.1:${closedPort}` }),
    })
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/La copie de backup-.* vers le bucket « bk-backups-test » a échoué/)
    expect(run.stderr).toMatch(FRENCH)
    const after = archives()
    const made = after.filter((name) => !before.includes(name))
    expect(made).toHaveLength(1)
    // the retention still ran: two of npm run backup's archives, the hand-named one untouched
    expect(after).toHaveLength(3)
    expect(after).toContain('backup-avant-migration.tar.gz')
    expect(existsSync(path.join(BACKUPS, made[0] ?? ''))).toBe(true)
  }, 60_000)

  it('a wrong BACKUP_KEEP or a bucket without keys stops before writing anything', async () => {
    const before = archives()
    const keep = await backup({ BACKUP_KEEP: 'deux' })
    expect(keep.code).toBe(1)
    expect(keep.stderr).toContain('BACKUP_KEEP doit être un nombre entier')
    const keys = await backup({ [S3_ENV.bucket]: BUCKET })
    expect(keys.code).toBe(1)
    expect(keys.stderr).toContain('S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY manquent')
    expect(archives()).toEqual(before)
  }, 60_000)

  it('a file named on the command line (and the settings screen’s download) is left alone', async () => {
    const before = archives()
    const named = path.join(APP, 'backups', 'backup-2020-01-01T00-00-00-000000.tar.gz')
    const run = await backup({ BACKUP_KEEP: '1', ...s3Env({ [S3_ENV.prefix]: 'named' }) }, [named])
    expect(run.code, run.stderr).toBe(0)
    expect(archives()).toEqual([...before, path.basename(named)].sort())
    expect((await bucketKeys()).some((key) => key.startsWith('named/'))).toBe(false)
  }, 60_000)
})
