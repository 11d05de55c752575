import 'server-only'

import { readdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'

import { frenchOnly } from '@/i18n/frenchOnly'
import { setting, wrongValue } from '@/platform/runtime/configuration'

import { BackupError } from './backupLock'

/** Two weeks of daily archives. */

/**
 * What `npm run backup` names its archives, `backup-<UTC time>-<6 hex digits>.tar.gz` (older ones
 * lack the suffix). Nothing else is ever deleted: an archive named by hand, a `.partial` being
 * written, the lock, any other file of the folder.
 */
const ARCHIVE_NAME = /^backup-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d)(-[0-9a-f]{6})?\.tar\.gz$/

/** How many archives the backups folder keeps (BACKUP_KEEP, 14); a bad value stops the backup. */
export function backupKeep(env?: Record<string, string | undefined>): number {
  // a command: a wrong value stops it rather than keeping another number of archives
  const wrong = wrongValue('BACKUP_KEEP', env)
  if (wrong) throw new BackupError(frenchOnly.backup.invalidKeep(wrong))
  return setting('BACKUP_KEEP', env)
}

/**
 * Deletes the archives of `current`'s folder beyond the `keep` newest, `current` (the one just
 * written) always among those kept. Newest by the time in the name, which a copy or a restore
 * of the folder keeps, then by modification time (two archives of the same second).
 * Returns the names deleted, oldest first.
 */
export function pruneBackups(current: string, keep: number): string[] {
  const dir = path.dirname(current)
  const others = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== path.basename(current))
    .map((entry) => ({ name: entry.name, stamp: ARCHIVE_NAME.exec(entry.name)?.[1] }))
    .filter((archive): archive is { name: string; stamp: string } => archive.stamp !== undefined)
    .map((archive) => ({ ...archive, mtime: statSync(path.join(dir, archive.name)).mtimeMs }))
    .sort((a, b) => a.stamp.localeCompare(b.stamp) || a.mtime - b.mtime)
  const deleted = others.slice(0, Math.max(0, others.length - (keep - 1)))
  for (const { name } of deleted) rmSync(path.join(dir, name), { force: true })
  return deleted.map(({ name }) => name)
}
