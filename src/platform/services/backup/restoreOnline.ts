import 'server-only'

import { createWriteStream, mkdirSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { revalidatePath } from 'next/cache'
import type { Payload } from 'payload'

import { recordContentVersion } from '@/platform/cache/contentVersions'
import { expireTag } from '@/platform/cache/revalidate'
import { tags } from '@/platform/cache/tags'
import { frenchOnly } from '@/i18n/frenchOnly'
import { closeWrites, openWrites } from '@/platform/runtime/writeGate'

import {
  BackupError,
  type BackupManifest,
  createBackupApart,
  importedArchiveFile,
  restorableArchive,
  scriptApart,
} from './backup'
import { closeOtherInstancesWrites } from './restoreFence'

/** An archive sent from the settings screen: a year of pictures fits; more is a server's job. */
const ARCHIVE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024 * 1024

/** What the settings screen shows of an archive before it is restored. */
export type ArchiveSummary = {
  createdAt: string
  engine: 'sqlite' | 'postgres'
  /** Rows of the tables a person recognises, the rest in `rows` of the manifest. */
  counts: {
    news: number
    equipment: number
    departments: number
    media: number
    users: number
    /** What the visitors sent: the restore brings back the archive's, and only them. */
    quoteRequests: number
    subscribers: number
    outgoingEmails: number
  }
  files: number
}

function summary(manifest: BackupManifest): ArchiveSummary {
  const rows = (table: string) => manifest.rows[table] ?? 0
  return {
    createdAt: manifest.createdAt,
    engine: manifest.engine ?? 'sqlite',
    counts: {
      news: rows('news'),
      equipment: rows('equipment'),
      departments: rows('departments'),
      media: rows('media'),
      users: rows('users'),
      quoteRequests: rows('quote_requests'),
      subscribers: rows('subscribers'),
      outgoingEmails: rows('outgoing_emails'),
    },
    files: Object.values(manifest.files).reduce((sum, count) => sum + count, 0),
  }
}

/**
 * « Vérifier »: the archive read whole (entries, manifest, the database's integrity and counts),
 * in a child process like every SQLite-heavy task of the settings screen; nothing changes.
 */
export async function checkArchive(name: string): Promise<ArchiveSummary> {
  const file = restorableArchive(name)
  return summary(await scriptApart<BackupManifest>('scripts/restore.ts', ['--check', file]))
}

/** An archive the settings screen cannot take, with the status that says why. */
export class ArchiveRefused extends BackupError {
  constructor(
    message: string,
    readonly status: 413 | 415,
  ) {
    super(message)
  }
}

const GZIP = [0x1f, 0x8b]

/**
 * An archive sent by the browser, written to the backups folder under a name of the server's
 * (import-<date>-<hex>.tar.gz) as it arrives: never whole in memory, refused past the limit or
 * when it is not gzip, the partial file removed.
 */
export async function receiveArchive(body: ReadableStream<Uint8Array>): Promise<string> {
  const file = importedArchiveFile()
  mkdirSync(path.dirname(file), { recursive: true })
  const partial = `${file}.partial`
  let size = 0
  const first: number[] = []
  const counted = Readable.fromWeb(body as never).map((chunk: Uint8Array) => {
    if (first.length < GZIP.length) first.push(...chunk.subarray(0, GZIP.length - first.length))
    size += chunk.byteLength
    if (size > ARCHIVE_UPLOAD_MAX_BYTES)
      throw new ArchiveRefused(frenchOnly.backup.archiveTooLarge, 413)
    return chunk
  })
  try {
    await pipeline(counted, createWriteStream(partial))
    if (!GZIP.every((byte, index) => first[index] === byte))
      throw new ArchiveRefused(frenchOnly.backup.archiveNotGzip, 415)
    renameSync(partial, file)
    return path.basename(file)
  } finally {
    rmSync(partial, { force: true })
  }
}

async function setMaintenance(payload: Payload, isActive: boolean): Promise<void> {
  await payload.updateGlobal({
    slug: 'maintenance',
    data: isActive ? { isActive, progress: 0, startTime: new Date().toISOString() } : { isActive },
    overrideAccess: true,
  })
}

/**
 * Every cached page and read of this instance expired, and a new content version of every
 * collection and global recorded, which the other instances pick up: the restored database is
 * new content everywhere.
 */
async function expireEverything(payload: Payload): Promise<void> {
  const every = [
    ...payload.config.collections.map((collection) => tags.collection(collection.slug)),
    ...payload.config.globals.map((global) => tags.global(global.slug)),
  ]
  for (const tag of every) {
    expireTag(tag, payload.logger)
    await recordContentVersion(tag, payload)
  }
  try {
    revalidatePath('/', 'layout')
  } catch (error) {
    // outside Next (tests): there is no page cache to expire
    // eslint-disable-next-line no-restricted-properties -- Next says whether this runs inside it
    if (process.env.NEXT_RUNTIME) throw error
  }
}

/**
 * « Restaurer » (super-administrator), while the site runs: every write refused (503) and those
 * under way finished, a backup of the site as it is first (the way back; its failure stops
 * everything), the site in maintenance, the archive restored
 * by `scripts/restore.ts --live` in a child process (checked whole first; the database through
 * its engine in one transaction, then migrated to this code; the upload folders swapped) and
 * the site back online. A refused or failed restore changes nothing but the maintenance, which
 * ends; the backup taken first stays.
 */
export async function restoreOnline(
  payload: Payload,
  name: string,
): Promise<{ archive: ArchiveSummary; safety: string }> {
  const file = restorableArchive(name)
  // every write refused from here to the end, those under way waited for: whatever the site
  // acknowledged is in the safety backup
  await closeWrites()
  let reopenOtherInstances: () => void = () => undefined
  try {
    // and on the other instances of a shared PostgreSQL, theirs under way waited for too
    reopenOtherInstances = await closeOtherInstancesWrites(payload)
    const { file: safety } = await createBackupApart()
    await setMaintenance(payload, true)
    let manifest: BackupManifest
    try {
      // which also numbers the next quote requests above every one given before (#58)
      manifest = await scriptApart<BackupManifest>('scripts/restore.ts', ['--live', file])
    } finally {
      // in the restored database when it worked, in the unchanged one otherwise
      await setMaintenance(payload, false)
    }
    await expireEverything(payload)
    return { archive: summary(manifest), safety: path.basename(safety) }
  } finally {
    reopenOtherInstances()
    openWrites()
  }
}
