import 'server-only'

import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statfsSync,
  statSync,
} from 'node:fs'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'

import {
  BACKUP_FORMAT,
  BackupError,
  type BackupManifest,
  formatSize,
  MANIFEST,
  tar,
  UPLOAD_FOLDERS,
} from './backup'
import { databaseCopy, ENGINE_NAMES } from './backupDatabase'
import type { DatabaseCopy } from './databaseCopy'
import { DATA_DIR } from '@/platform/runtime/environment'

/**
 * Brings back an archive of createBackup, with the server stopped: a running server keeps the
 * old database open and would write into files that are being replaced.
 */

const ASIDE = '.pre-restore'

/** Whether something answers on the app's health route, i.e. the server is probably running. */
export async function serverAnswers(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  )
}

/** What an archive holds, read from its listing without extracting anything. */
type Listing = { names: string[]; bytes: number }

/**
 * Only plain files and folders that stay inside the extraction folder may be extracted; and the
 * sizes the listing declares are added up, so that an archive is never extracted into more than
 * the disk holds (a few hundred bytes of gzip can declare terabytes).
 */
async function checkEntries(archive: string): Promise<Listing> {
  const names = await tar(['-tzf', archive])
  if (names.code !== 0)
    throw new BackupError(`${path.basename(archive)} n'est pas une archive .tar.gz lisible.`)
  const entries = names.stdout.split('\n').filter(Boolean)
  for (const name of entries) {
    if (name.startsWith('/') || name.split('/').includes('..')) {
      throw new BackupError(
        `Archive refusée : l'entrée « ${name} » sort du dossier de restauration.`,
      )
    }
  }
  const listing = await tar(['-tvzf', archive])
  const lines = listing.stdout.split('\n').filter(Boolean)
  if (lines.some((line) => line[0] !== '-' && line[0] !== 'd')) {
    throw new BackupError('Archive refusée : elle contient des liens ou des fichiers spéciaux.')
  }
  // GNU tar's long listing: mode, owner, size, date, time, name
  const bytes = lines.reduce((sum, line) => sum + (Number(line.split(/\s+/)[2]) || 0), 0)
  return { names: entries, bytes }
}

/** The archive's content must fit on the disk with room to spare, before any of it is written. */
function checkSpace(bytes: number): void {
  const { bavail, bsize } = statfsSync(DATA_DIR)
  const free = bavail * bsize
  if (bytes > free * FREE_SPACE_SHARE) {
    throw new BackupError(
      `Archive refusée : elle se décompresse en ${formatSize(bytes)}, plus que la place libre ` +
        `sur le disque du serveur (${formatSize(free)}).`,
    )
  }
}

/** How much of the free space an extraction may take: the restore also copies the database. */
const FREE_SPACE_SHARE = 0.5

/**
 * The manifest alone, extracted and read before anything else: an archive that is not one of
 * the site's backups (no manifest, another format or engine) is refused having written a few
 * bytes, whatever else it holds.
 */
async function manifestFirst(
  archive: string,
  staging: string,
  copy: DatabaseCopy,
  names: string[],
) {
  const entry = names.find((name) => name === MANIFEST || name === `./${MANIFEST}`)
  if (!entry) throw new BackupError(`Archive refusée : ${MANIFEST} est absent.`)
  const extracted = await tar(['-xzf', archive, '-C', staging, '--no-same-owner', entry])
  if (extracted.code !== 0) {
    console.error(extracted.stderr.trim())
    throw new BackupError('Archive refusée : extraction impossible (voir le journal du serveur).')
  }
  readManifestHead(staging, copy)
  rmSync(path.join(staging, MANIFEST), { force: true })
}

/** The manifest's own checks: present, readable, this format, this site's engine. */
function readManifestHead(staging: string, copy: DatabaseCopy): Partial<BackupManifest> {
  const file = path.join(staging, MANIFEST)
  if (!existsSync(file)) throw new BackupError(`Archive refusée : ${MANIFEST} est absent.`)
  let manifest: Partial<BackupManifest>
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Partial<BackupManifest>
  } catch {
    throw new BackupError(`Archive refusée : ${MANIFEST} est illisible.`)
  }
  if (manifest.format !== BACKUP_FORMAT) {
    throw new BackupError(`Archive refusée : format de sauvegarde inconnu (${manifest.format}).`)
  }
  const engine = manifest.engine ?? 'sqlite'
  if (engine !== copy.engine) {
    throw new BackupError(
      `Archive refusée : elle contient une base ${ENGINE_NAMES[engine] ?? engine}, ` +
        `et ce site utilise ${ENGINE_NAMES[copy.engine]} (DATABASE_URI).`,
    )
  }
  return manifest
}

/** The manifest, and what the extracted archive holds against it. */
function readManifest(staging: string, copy: DatabaseCopy): BackupManifest {
  const manifest = readManifestHead(staging, copy)
  const database = manifest.database
  const plainName = typeof database === 'string' && path.basename(database) === database
  if (!plainName || database === '..' || !existsSync(path.join(staging, database))) {
    throw new BackupError('Archive refusée : elle ne contient pas de base de données.')
  }
  const expected = new Set<string>([MANIFEST, database, ...UPLOAD_FOLDERS])
  const unexpected = readdirSync(staging).filter((name) => !expected.has(name))
  if (unexpected.length) {
    throw new BackupError(`Archive refusée : contenu inattendu (${unexpected.join(', ')}).`)
  }
  const notFolder = UPLOAD_FOLDERS.find(
    (folder) =>
      existsSync(path.join(staging, folder)) && !statSync(path.join(staging, folder)).isDirectory(),
  )
  if (notFolder) throw new BackupError(`Archive refusée : ${notFolder} n'est pas un dossier.`)
  return manifest as BackupManifest
}

/** The archived database must read back whole and hold what the manifest counted. */
async function checkDatabase(copy: DatabaseCopy, file: string, manifest: BackupManifest) {
  if (!isDeepStrictEqual(await copy.checkedRows(file), manifest.rows)) {
    throw new BackupError('Archive refusée : la base ne correspond pas au manifeste.')
  }
}

/** An archive extracted into a folder of its own, checked whole, then removed. */
async function withCheckedArchive<T>(
  archive: string,
  proceed: (staging: string, manifest: BackupManifest, copy: DatabaseCopy) => Promise<T>,
): Promise<T> {
  if (!existsSync(archive)) throw new BackupError(`${path.basename(archive)} est introuvable.`)
  const copy = databaseCopy()
  const { names, bytes } = await checkEntries(archive)
  mkdirSync(DATA_DIR, { recursive: true })
  checkSpace(bytes)
  const staging = mkdtempSync(path.join(DATA_DIR, '.restore-'))
  try {
    await manifestFirst(archive, staging, copy, names)
    const extracted = await tar(['-xzf', archive, '-C', staging, '--no-same-owner'])
    if (extracted.code !== 0) {
      // tar's own words name the server's folders: they go to its log
      console.error(extracted.stderr.trim())
      throw new BackupError('Archive refusée : extraction impossible (voir le journal du serveur).')
    }
    const manifest = readManifest(staging, copy)
    await checkDatabase(copy, path.join(staging, manifest.database), manifest)
    return await proceed(staging, manifest, copy)
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

/** « Vérifier » of the settings screen: what restoreBackup checks, without changing anything. */
export function checkBackup(archive: string): Promise<BackupManifest> {
  return withCheckedArchive(archive, async (_staging, manifest) => manifest)
}

/**
 * Replaces the database and the upload folders with the archive's. The upload folders (and a
 * SQLite file with its -wal/-shm) are moved aside first and put back if any step fails; the
 * database is loaded last, by its engine, all or nothing. Migrations are not run here: the
 * restored database carries its own migration state, and `npm start` (or, `live`, the server
 * that asked) migrates. `live`: the server runs (the settings screen's « Restaurer »): the
 * database is written through its engine (loadLive) instead of its files being swapped.
 */
export async function restoreBackup(
  archive: string,
  {
    live = false,
    beforeLoad,
  }: {
    live?: boolean
    /** Runs once the archive is checked, before anything is replaced. */
    beforeLoad?: () => Promise<void>
  } = {},
): Promise<BackupManifest> {
  if (!existsSync(archive)) throw new BackupError(`${path.basename(archive)} est introuvable.`)
  const copy = databaseCopy()
  const targets = live ? [] : [...copy.liveFiles]
  targets.push(...UPLOAD_FOLDERS.map((folder) => path.join(DATA_DIR, folder)))
  const leftover = targets.map((target) => target + ASIDE).find((aside) => existsSync(aside))
  if (leftover) {
    throw new BackupError(
      `Une restauration précédente n'a pas abouti : vérifiez puis supprimez ${leftover}.`,
    )
  }
  return withCheckedArchive(archive, async (staging, manifest) => {
    const moves: { from: string; to: string }[] = []
    const move = (from: string, to: string) => {
      renameSync(from, to)
      moves.push({ from, to })
    }
    const database = path.join(staging, manifest.database)
    await beforeLoad?.()
    for (const target of copy.liveFiles) mkdirSync(path.dirname(target), { recursive: true })
    try {
      for (const target of targets) if (existsSync(target)) move(target, target + ASIDE)
      for (const folder of UPLOAD_FOLDERS) {
        const from = path.join(staging, folder)
        if (existsSync(from)) move(from, path.join(DATA_DIR, folder))
      }
      await (live ? copy.loadLive(database) : copy.load(database))
    } catch (error) {
      for (const { from, to } of moves.reverse()) renameSync(to, from)
      throw error
    }
    for (const target of targets) rmSync(target + ASIDE, { recursive: true, force: true })
    return manifest
  })
}
