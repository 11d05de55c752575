/**
 * `npm run backup [-- <archive.tar.gz>]`: a consistent copy of the SQLite database and of the
 * uploaded files, taken while the server runs (default: backups/backup-<date UTC>.tar.gz).
 */
import path from 'node:path'

import { BackupError, createBackup, formatSize, type BackupOutcome } from '../src/lib/backup'

/** The outcome, for the server when it forked this script (the settings screen's download). */
function tell(outcome: BackupOutcome): Promise<void> {
  return new Promise((resolve) =>
    process.send ? process.send(outcome, () => resolve()) : resolve(),
  )
}

const args = process.argv.slice(2)
if (args.length > 1 || args[0]?.startsWith('-')) {
  console.error('Usage : npm run backup [-- <fichier.tar.gz>]')
  process.exit(1)
}

try {
  const { file, size, manifest } = await createBackup(args[0])
  await tell({ file, size })
  const files = Object.entries(manifest.files).map(([folder, count]) => `${folder} : ${count}`)
  const shown = path.relative(process.cwd(), file)
  console.log(`Sauvegarde écrite : ${shown.startsWith('..') ? file : shown} (${formatSize(size)})`)
  console.log(`Base ${manifest.database}${files.length ? `, fichiers (${files.join(', ')})` : ''}.`)
} catch (error) {
  if (!(error instanceof BackupError)) throw error
  await tell({ refused: error.message })
  console.error(error.message)
  process.exit(1)
}
