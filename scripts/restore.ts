/**
 * `npm run restore -- <archive.tar.gz> [--force]`: replaces the SQLite database and the uploaded
 * files of DATA_DIR with a backup of `npm run backup`. Stop the server first: it keeps the old
 * database open. A server answering on PORT makes the restore refuse unless --force is given.
 * The archive gets the migrations it lacks, and the next quote request a reference above every
 * one the replaced database gave. No page cache to clear here: at its next start the server
 * expires every cached page.
 *
 * The settings screen's « Restaurer » forks it too (src/platform/services/backup/restoreOnline.ts):
 * `--check` only checks the archive, `--live` restores while the server runs (the database
 * through its engine, in one transaction); both tell the server the manifest or the refusal.
 */

import { existsSync } from 'node:fs'

import { createClient } from '@libsql/client'
import type { Payload } from 'payload'

import { BackupError, type BackupManifest } from '../src/platform/services/backup/backup'
import { databaseCopy } from '../src/platform/services/backup/backupDatabase'
import { lockBackups } from '../src/platform/services/backup/backupLock'
import {
  highestReference,
  keepReferencesAbove,
  sqliteHighestReference,
} from '../src/platform/services/backup/referenceSequence'
import { checkBackup, restoreBackup, serverAnswers } from '../src/platform/services/backup/restore'
import { BACKUP_DIR, databaseUri, serverPort, sqliteFilePath } from '@/platform/runtime/environment'
import { closeWrites } from '@/platform/runtime/writeGate'

const RESTORE_BUSY =
  'Une sauvegarde ou une restauration est en cours : réessayez quand elle sera terminée.'

function tell(outcome: BackupManifest | { refused: string }): Promise<void> {
  return new Promise((resolve) =>
    process.send ? process.send(outcome, () => resolve()) : resolve(),
  )
}

async function openPayload(): Promise<Payload> {
  process.env.JOBS_AUTORUN = 'false'
  process.env.DISABLE_PAYLOAD_HMR = 'true'
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('../payload.config'),
  ])
  return getPayload({ config })
}

/**
 * The highest quote reference the database about to be replaced has given (none: 0). On
 * SQLite, read from the file with a client of its own: Payload opened on it would keep reading
 * the file the restore moves aside.
 */
async function highestReferenceBefore(): Promise<number> {
  try {
    if (databaseCopy().engine === 'postgres') return await highestReference(await openPayload())
    const file = sqliteFilePath(databaseUri())
    if (!existsSync(file)) return 0
    const client = createClient({ url: `file:${file}` })
    try {
      return await sqliteHighestReference(async (text) => (await client.execute(text)).rows)
    } finally {
      client.close()
    }
  } catch {
    // a database that never held the site's tables has given none
    return 0
  }
}

/**
 * The archive restored, given the migrations it lacks (as `npm start` would apply them), and its
 * quote references numbered above every one the replaced database gave (#58): the requests it
 * does not hold keep theirs, never handed to another customer.
 */
async function restoreKeepingReferences(archive: string, live: boolean): Promise<BackupManifest> {
  let highest = 0
  const manifest = await restoreBackup(archive, {
    live,
    beforeLoad: async () => {
      highest = await highestReferenceBefore()
    },
  })
  const payload = await openPayload()
  const { committedMigrations } = await import('./lib/migrations')
  await payload.db.migrate({ migrations: committedMigrations() })
  await keepReferencesAbove(payload, highest)
  // the file closed, as a stopped server leaves it (SQLite folds its -wal file in): Payload's
  // destroy() leaves the connection open
  ;(payload.db as unknown as { client?: { close(): void } }).client?.close()
  return manifest
}

const args = process.argv.slice(2)
const flags = new Set(args.filter((arg) => arg.startsWith('--')))
const archives = args.filter((arg) => !arg.startsWith('--'))

try {
  if (archives.length !== 1) {
    throw new BackupError(
      "Indiquez l'archive à restaurer : npm run restore -- <fichier.tar.gz> [--force]",
    )
  }
  const archive = archives[0] ?? ''
  if (flags.has('--check')) {
    await tell(await checkBackup(archive))
  } else if (flags.has('--live')) {
    // this process writes as the restore that forked it, through the instances' closed writes
    await closeWrites()
    const release = lockBackups(BACKUP_DIR, RESTORE_BUSY)
    try {
      await tell(await restoreKeepingReferences(archive, true))
    } finally {
      release()
    }
  } else {
    if (!flags.has('--force') && (await serverAnswers(serverPort()))) {
      throw new BackupError(
        `Un serveur répond sur le port ${serverPort()} : arrêtez-le avant de restaurer ` +
          "(ou ajoutez --force s'il ne s'agit pas de ce site).",
      )
    }
    const manifest = await restoreKeepingReferences(archive, false)
    const date = new Date(manifest.createdAt).toLocaleString('fr-FR')
    const files = Object.entries(manifest.files).map(([folder, count]) => `${folder} : ${count}`)
    console.log(
      `Sauvegarde du ${date} restaurée : base ${manifest.database}` +
        `${files.length ? `, fichiers (${files.join(', ')})` : ''}.`,
    )
    console.log('Redémarrez le serveur (npm start).')
  }
  // Payload's timers (its jobs queue) would keep this process alive
  process.exit(0)
} catch (error) {
  if (!(error instanceof BackupError)) throw error
  await tell({ refused: error.message })
  console.error(error.message)
  process.exit(1)
}
