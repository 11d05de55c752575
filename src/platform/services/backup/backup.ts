import 'server-only'

import { fork, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { BackupError, lockBackups } from './backupLock'
import { databaseCopy } from './backupDatabase'
import { BACKUP_DIR, DATA_DIR } from '@/platform/runtime/environment'

export { BackupError }

/**
 * Backup archive shared by `npm run backup` and `npm run restore`: a tar.gz holding
 * manifest.json, an online copy of the database (the SQLite file, or PostgreSQL's pg_dump) and
 * the upload folders of DATA_DIR.
 * The Payload secret (DATA_DIR/.payload-secret) stays out: an archive must not carry secrets,
 * and passwords are hashed without it, so only open sessions are lost on a new machine.
 */

export const BACKUP_FORMAT = 1
export const UPLOAD_FOLDERS = ['media', 'documents', 'yard-photos'] as const
export const MANIFEST = 'manifest.json'

export type BackupManifest = {
  format: number
  createdAt: string
  dataDir: string
  /** Absent from the archives made before PostgreSQL: SQLite. */
  engine?: 'sqlite' | 'postgres'
  database: string
  files: Record<string, number>
  rows: Record<string, number>
}

/** What `npm run backup` tells the process that forked it (the settings screen's download). */
export type BackupOutcome = ApartOutcome<{ file: string; size: number }>

/** Runs the system tar with an argument list (no shell); resolves with its output. */
export function tar(
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', () =>
      reject(new BackupError('La commande tar est introuvable sur ce système.')),
    )
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/** Regular files under a folder, symbolic links followed as tar -h does. */
function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0
  return readdirSync(dir).reduce((count, name) => {
    const stats = statSync(path.join(dir, name))
    return count + (stats.isDirectory() ? countFiles(path.join(dir, name)) : stats.isFile() ? 1 : 0)
  }, 0)
}

export function formatSize(bytes: number): string {
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'Ko'] : [bytes / 1024 / 1024, 'Mo']
  return `${value.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} ${unit}`
}

const ARCHIVE = /^backup-.*\.tar\.gz$/
/** What the settings screen may restore: the backups, and the archives sent to it (import-…). */
const RESTORABLE = /^(backup|import)-[\w-]+\.tar\.gz$/

export type StoredArchive = { name: string; createdAt: Date; size: number }

/** The archives of the backups folder that « Restaurer » offers, the newest first. */
export function restorableArchives(): StoredArchive[] {
  if (!existsSync(BACKUP_DIR)) return []
  return readdirSync(BACKUP_DIR)
    .filter((name) => RESTORABLE.test(name))
    .map((name) => ({ name, stats: statSync(path.join(BACKUP_DIR, name)) }))
    .filter(({ stats }) => stats.isFile())
    .map(({ name, stats }) => ({ name, createdAt: stats.mtime, size: stats.size }))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
}

/**
 * The file of an archive the settings screen names: only a name of the backups folder, never a
 * path (a refusal otherwise, which names no folder).
 */
export function restorableArchive(name: string): string {
  if (!RESTORABLE.test(name) || !restorableArchives().some((archive) => archive.name === name))
    throw new BackupError(`Archive introuvable : ${name.slice(0, 100)}`)
  return path.join(BACKUP_DIR, name)
}

/** Where an archive sent from the settings screen is written, beside the backups. */
export function importedArchiveFile(now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace(/:/g, '-')
  return path.join(BACKUP_DIR, `import-${stamp}-${randomBytes(3).toString('hex')}.tar.gz`)
}

/** A new archive's name: its UTC time, and a random suffix so that two never share one. */
function defaultBackupFile(now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace(/:/g, '-')
  return path.join(BACKUP_DIR, `backup-${stamp}-${randomBytes(3).toString('hex')}.tar.gz`)
}

/** The newest finished archive of the backups folder, for « Dernière sauvegarde ». */
export function latestBackup(): { name: string; createdAt: Date; size: number } | null {
  if (!existsSync(BACKUP_DIR)) return null
  let latest: { name: string; createdAt: Date; size: number } | null = null
  for (const name of readdirSync(BACKUP_DIR)) {
    if (!ARCHIVE.test(name)) continue
    const stats = statSync(path.join(BACKUP_DIR, name))
    if (stats.isFile() && (!latest || stats.mtime > latest.createdAt)) {
      latest = { name, createdAt: stats.mtime, size: stats.size }
    }
  }
  return latest
}

/**
 * Writes a backup while the server keeps running. The database is copied by its own engine
 * (backupDatabase.ts), consistent under writes. The upload folders are archived after that
 * snapshot: their files are written once and never modified in place, so at worst the archive
 * holds a file uploaded after the snapshot.
 */
export async function createBackup(
  output = defaultBackupFile(),
): Promise<{ file: string; size: number; manifest: BackupManifest }> {
  const copy = databaseCopy()
  const file = path.resolve(output)
  const release = lockBackups(BACKUP_DIR)
  const staging = mkdtempSync(path.join(os.tmpdir(), 'bk-backup-'))
  const partial = `${file}.partial`
  try {
    if (existsSync(file))
      throw new BackupError(`${path.basename(file)} existe déjà : choisissez un autre nom.`)
    mkdirSync(path.dirname(file), { recursive: true })
    await copy.snapshot(path.join(staging, copy.name))
    const folders = UPLOAD_FOLDERS.filter((folder) => existsSync(path.join(DATA_DIR, folder)))
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      dataDir: path.relative(process.cwd(), DATA_DIR) || '.',
      engine: copy.engine,
      database: copy.name,
      files: Object.fromEntries(folders.map((f) => [f, countFiles(path.join(DATA_DIR, f))])),
      rows: await copy.rows(path.join(staging, copy.name)),
    }
    writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)

    // -h archives what a linked upload folder points to, so archives never hold links
    const args = ['-czhf', partial, '-C', staging, MANIFEST, copy.name, '-C', DATA_DIR, ...folders]
    const result = await tar(args)
    if (result.code !== 0) {
      console.error(result.stderr.trim())
      throw new BackupError("L'archive n'a pas pu être écrite (voir le journal du serveur).")
    }
    // renamed once complete, so an interrupted backup never looks like a finished one
    renameSync(partial, file)
    return { file, size: statSync(file).size, manifest }
  } finally {
    rmSync(staging, { recursive: true, force: true })
    rmSync(partial, { force: true })
    release()
  }
}

/**
 * `npm run backup` in a child process, for the settings screen's download. @libsql/client runs
 * SQLite synchronously: the copy and the row counts, inside the server, would hold every other
 * request for their duration (1.6 s for a year of statistics, 313 MB; `npm run bench`). The
 * same child serves PostgreSQL, whose tools run apart anyway.
 */
export function createBackupApart(
  output = defaultBackupFile(),
): Promise<{ file: string; size: number }> {
  return scriptApart<{ file: string; size: number }>('scripts/backup.ts', [output])
}

/**
 * The nightly backup (its task: backupTask.ts), in a child process as above: `npm run backup`
 * without a file named, so the archive is also copied to the bucket and the BACKUP_KEEP newest
 * are kept.
 */
export function createScheduledBackup(): Promise<{ file: string; size: number }> {
  return scriptApart<{ file: string; size: number }>('scripts/backup.ts', [])
}

const OPTIMIZE_BUSY =
  'Une sauvegarde ou une optimisation est en cours : réessayez quand elle sera terminée.'

/**
 * « Optimiser la base de données » (the engine's VACUUM and ANALYZE), never beside a backup.
 * Run in a child process, like the download, for SQLite's synchronous work.
 */
export async function optimizeDatabase(): Promise<{ before: number; after: number }> {
  const copy = databaseCopy()
  const release = lockBackups(BACKUP_DIR, OPTIMIZE_BUSY)
  try {
    return await copy.optimize()
  } finally {
    release()
  }
}

export function optimizeDatabaseApart(): Promise<{ before: number; after: number }> {
  return scriptApart<{ before: number; after: number }>('scripts/optimize-db.ts', [])
}

/** What a script forked by the server tells it before it ends: its result, or its refusal. */
export type ApartOutcome<T> = T | { refused: string }

export function scriptApart<T extends object>(script: string, args: string[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = fork(path.resolve(script), args, {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    })
    let outcome: ApartOutcome<T> | undefined
    let stderr = ''
    child.on('message', (message) => (outcome = message as ApartOutcome<T>))
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      if (outcome && 'refused' in outcome) reject(new BackupError(outcome.refused))
      else if (outcome && code === 0) resolve(outcome)
      else reject(new Error(`${script} s'est arrêté (code ${code}) : ${stderr.trim()}`))
    })
  })
}
