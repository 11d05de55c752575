/**
 * `npm run backup [-- <archive.tar.gz>]`: a consistent copy of the SQLite database and of the
 * uploaded files, taken while the server runs (default: backups/backup-<date UTC>.tar.gz).
 * Without a file named (the daily timer, deploy/systemd), the new archive is also copied to the
 * S3 bucket when S3_BUCKET is set, and the backups folder keeps the BACKUP_KEEP newest (14).
 */
import path from 'node:path'

import {
  BackupError,
  createBackup,
  formatSize,
  type BackupOutcome,
} from '../src/platform/services/backup/backup'
import { backupKeep, pruneBackups } from '../src/platform/services/backup/backupRetention'
import { copyBackupToBucket } from '../src/platform/services/backup/backupUpload'
import { s3Settings, type S3Settings } from '@/platform/runtime/s3Settings'
import { frenchOnly } from '../src/i18n/frenchOnly'

/** The outcome, for the server when it forked this script (the settings screen's download). */
function tell(outcome: BackupOutcome): Promise<void> {
  return new Promise((resolve) =>
    process.send ? process.send(outcome, () => resolve()) : resolve(),
  )
}

/** The bucket's settings; a bucket without its keys stops the backup before it starts. */
function bucketSettings(): S3Settings | null {
  try {
    return s3Settings()
  } catch (error) {
    throw new BackupError(error instanceof Error ? error.message : String(error))
  }
}

/**
 * The copy off the machine, then the retention. A failed copy still lets the old archives go
 * (the folder must not fill the disk while the bucket is away; the new one is always kept) and
 * then fails the run, so the timer's unit shows as failed.
 */
async function afterBackup(file: string, keep: number, bucket: S3Settings | null): Promise<void> {
  let failure: BackupError | undefined
  if (bucket) {
    try {
      console.log(frenchOnly.backup.copied(bucket.bucket, await copyBackupToBucket(file, bucket)))
    } catch (error) {
      if (!(error instanceof BackupError)) throw error
      failure = error
    }
  }
  const pruned = pruneBackups(file, keep)
  if (pruned.length) console.log(frenchOnly.backup.pruned(keep, pruned))
  if (failure) throw failure
}

const args = process.argv.slice(2)
if (args.length > 1 || args[0]?.startsWith('-')) {
  console.error('Usage : npm run backup [-- <fichier.tar.gz>]')
  process.exit(1)
}
// a file named (by the operator, or by the settings screen's download) is the caller's to keep
const scheduled = args.length === 0

try {
  const keep = scheduled ? backupKeep() : 0
  const bucket = scheduled ? bucketSettings() : null
  const { file, size, manifest } = await createBackup(args[0])
  await tell({ file, size })
  const files = Object.entries(manifest.files).map(([folder, count]) => `${folder} : ${count}`)
  const shown = path.relative(process.cwd(), file)
  console.log(`Sauvegarde écrite : ${shown.startsWith('..') ? file : shown} (${formatSize(size)})`)
  console.log(`Base ${manifest.database}${files.length ? `, fichiers (${files.join(', ')})` : ''}.`)
  if (scheduled) await afterBackup(file, keep, bucket)
} catch (error) {
  if (!(error instanceof BackupError)) throw error
  await tell({ refused: error.message })
  console.error(error.message)
  process.exit(1)
}
