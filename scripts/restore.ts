/**
 * `npm run restore -- <archive.tar.gz> [--force]`: replaces the SQLite database and the uploaded
 * files of DATA_DIR with a backup of `npm run backup`. Stop the server first: it keeps the old
 * database open. A server answering on PORT makes the restore refuse unless --force is given.
 * No page cache to clear here: at its next start the server expires every cached page.
 *
 * The settings screen's « Restaurer » forks it too (src/services/backup/restoreOnline.ts):
 * `--check` only checks the archive, `--live` restores while the server runs (the database
 * through its engine, in one transaction); both tell the server the manifest or the refusal.
 */

import { BackupError, type BackupManifest } from '../src/services/backup/backup'
import { lockBackups } from '../src/services/backup/backupLock'
import { checkBackup, restoreBackup, serverAnswers } from '../src/services/backup/restore'
import { BACKUP_DIR, serverPort } from '@/runtime/environment'

const RESTORE_BUSY =
  'Une sauvegarde ou une restauration est en cours : réessayez quand elle sera terminée.'

function tell(outcome: BackupManifest | { refused: string }): Promise<void> {
  return new Promise((resolve) =>
    process.send ? process.send(outcome, () => resolve()) : resolve(),
  )
}

/** An archive older than this code gets the migrations it lacks, as `npm start` would apply. */
async function migrateToThisCode(): Promise<void> {
  process.env.JOBS_AUTORUN = 'false'
  process.env.DISABLE_PAYLOAD_HMR = 'true'
  const [{ getPayload }, { default: config }, { committedMigrations }] = await Promise.all([
    import('payload'),
    import('../payload.config'),
    import('./lib/migrations'),
  ])
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: committedMigrations() })
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
    const release = lockBackups(BACKUP_DIR, RESTORE_BUSY)
    try {
      const manifest = await restoreBackup(archive, { live: true })
      await migrateToThisCode()
      await tell(manifest)
    } finally {
      release()
    }
    // Payload's timers (its jobs queue) would keep this process alive
    process.exit(0)
  } else {
    if (!flags.has('--force') && (await serverAnswers(serverPort()))) {
      throw new BackupError(
        `Un serveur répond sur le port ${serverPort()} : arrêtez-le avant de restaurer ` +
          "(ou ajoutez --force s'il ne s'agit pas de ce site).",
      )
    }
    const manifest = await restoreBackup(archive)
    const date = new Date(manifest.createdAt).toLocaleString('fr-FR')
    const files = Object.entries(manifest.files).map(([folder, count]) => `${folder} : ${count}`)
    console.log(
      `Sauvegarde du ${date} restaurée : base ${manifest.database}` +
        `${files.length ? `, fichiers (${files.join(', ')})` : ''}.`,
    )
    console.log('Redémarrez le serveur (npm start).')
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error
  await tell({ refused: error.message })
  console.error(error.message)
  process.exit(1)
}
