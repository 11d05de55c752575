/**
 * How `npm run backup` and `npm run restore` copy the database DATABASE_URI names, with that
 * engine's own tools: SQLite's VACUUM INTO, PostgreSQL's pg_dump and pg_restore.
 */
export type DatabaseCopy = {
  engine: 'sqlite' | 'postgres'
  /** The copy's file name in the archive (the manifest's `database`). */
  name: string
  /** Writes a copy of the live database into `file`, consistent while the site writes. */
  snapshot: (file: string) => Promise<void>
  /** Rows of each table of the copy just written (the manifest's `rows`). */
  rows: (file: string) => Promise<Record<string, number>>
  /** The same of an archived copy, refusing (BackupError) one that is damaged or unreadable. */
  checkedRows: (file: string) => Promise<Record<string, number>>
  /** Files a restore replaces: moved aside before it, put back if it fails. */
  liveFiles: string[]
  /** Puts a checked copy in place of the live database; on failure, leaves the database as it was. */
  load: (file: string) => Promise<void>
  /**
   * The same while the site runs (« Restaurer » of the settings screen): through the engine, in
   * one transaction, so that every connection — this server's, other instances' — reads the
   * archive's data at its next query, and a failure leaves the database as it was.
   */
  loadLive: (file: string) => Promise<void>
  /**
   * « Optimiser la base de données »: the engine rewrites its files without their free space and
   * refreshes the planner's statistics; the database's size before and after, in bytes.
   */
  optimize: () => Promise<{ before: number; after: number }>
}
