/**
 * « Optimiser la base de données » of the settings screen, forked by the server
 * (optimizeDatabaseApart): SQLite's VACUUM and ANALYZE hold the thread that runs them, so never
 * the server's. Tells its parent the database's size before and after, or why it refused; run
 * by hand (`node --import tsx scripts/optimize-db.ts`), prints them.
 */
import {
  type ApartOutcome,
  BackupError,
  formatSize,
  optimizeDatabase,
} from '../src/platform/services/backup/backup'
import { frenchOnly } from '../src/i18n/frenchOnly'

function tell(outcome: ApartOutcome<{ before: number; after: number }>): Promise<void> {
  return new Promise((resolve) =>
    process.send ? process.send(outcome, () => resolve()) : resolve(),
  )
}

try {
  const sizes = await optimizeDatabase()
  await tell(sizes)
  console.log(frenchOnly.backup.optimized(formatSize(sizes.before), formatSize(sizes.after)))
} catch (error) {
  if (!(error instanceof BackupError)) throw error
  await tell({ refused: error.message })
  console.error(error.message)
  process.exit(1)
}
