import 'server-only'

import { copyFileSync, existsSync, renameSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { BackupError } from './backupLock'
import type { DatabaseCopy } from './databaseCopy'
import { databaseUri, sqliteFilePath } from '@/platform/runtime/environment'

/** Rows of every table of a SQLite file. */
async function tableRows(file: string): Promise<Record<string, number>> {
  const client = createClient({ url: `file:${file}` })
  try {
    const tables = await client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    const rows: Record<string, number> = {}
    for (const { name } of tables.rows) {
      const table = String(name)
      const result = await client.execute(
        `SELECT count(*) AS n FROM "${table.replace(/"/g, '""')}"`,
      )
      rows[table] = Number(result.rows[0]?.n ?? 0)
    }
    return rows
  } finally {
    client.close()
  }
}

async function integrity(file: string): Promise<string> {
  const client = createClient({ url: `file:${file}` })
  return client
    .execute('PRAGMA integrity_check')
    .then(
      (result) => String(result.rows[0]?.[0]),
      (error: Error) => error.message,
    )
    .finally(() => client.close())
}

/**
 * The SQLite file behind DATABASE_URI. SQLite copies itself (VACUUM INTO reads one transaction
 * of the WAL database: a plain file copy could tear it); a restore swaps the file, with its old
 * -wal/-shm moved aside too, since SQLite would otherwise replay them into the restored file.
 */
export function sqliteCopy(): DatabaseCopy {
  const dbFile = sqliteFilePath(databaseUri())
  const name = path.basename(dbFile)
  return {
    engine: 'sqlite',
    name,
    liveFiles: [dbFile, `${dbFile}-wal`, `${dbFile}-shm`],
    snapshot: async (file) => {
      // messages name files, never the server's folders
      if (!existsSync(dbFile)) {
        throw new BackupError(`Aucune base à sauvegarder : ${name} n'existe pas.`)
      }
      const client = createClient({ url: `file:${dbFile}` })
      try {
        await client.execute('PRAGMA busy_timeout = 5000')
        await client.execute({ sql: 'VACUUM INTO ?', args: [file] })
      } finally {
        client.close()
      }
    },
    rows: tableRows,
    checkedRows: async (file) => {
      if (!statSync(file).isFile()) {
        throw new BackupError('Archive refusée : base de données invalide.')
      }
      const state = await integrity(file)
      if (state !== 'ok') {
        throw new BackupError(`Archive refusée : la base de données est endommagée (${state}).`)
      }
      return tableRows(file)
    },
    optimize: async () => {
      if (!existsSync(dbFile))
        throw new BackupError(`Aucune base à optimiser : ${name} n'existe pas.`)
      const client = createClient({ url: `file:${dbFile}` })
      const size = async () => {
        const [pages, bytes] = await Promise.all([
          client.execute('PRAGMA page_count'),
          client.execute('PRAGMA page_size'),
        ])
        return Number(pages.rows[0]?.[0] ?? 0) * Number(bytes.rows[0]?.[0] ?? 0)
      }
      try {
        // the site's writes wait for it (SQLite's own lock), as they wait for each other
        await client.execute('PRAGMA busy_timeout = 10000')
        const before = await size()
        await client.execute('VACUUM')
        await client.execute('ANALYZE')
        return { before, after: await size() }
      } finally {
        client.close()
      }
    },
    loadLive: (file) => loadThroughSqlite(dbFile, file),
    load: async (file) => {
      // written next to the live file, so that the final rename is atomic
      const incoming = `${dbFile}.restoring`
      try {
        copyFileSync(file, incoming)
        renameSync(incoming, dbFile)
      } finally {
        rmSync(incoming, { force: true })
      }
    },
  }
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`

/**
 * The archive's database written into the live file through SQLite, in one transaction: every
 * table, index, trigger and view of the live file dropped, the archive's created and filled
 * (its AUTOINCREMENT counters too). SQLite's lock makes the site's writes wait for the commit;
 * its connections, here and in other instances, see the restored data at their next query (and
 * re-read the schema); any failure rolls it all back. The archive may be older than the code:
 * the caller migrates after.
 */
async function loadThroughSqlite(dbFile: string, archiveFile: string): Promise<void> {
  const archived = createClient({ url: `file:${archiveFile}` })
  let schema: { type: string; name: string; sql: string }[]
  try {
    const result = await archived.execute(
      "SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%'",
    )
    schema = result.rows.map((row) => ({
      type: String(row.type),
      name: String(row.name),
      sql: String(row.sql),
    }))
  } finally {
    archived.close()
  }
  const client = createClient({ url: `file:${dbFile}` })
  try {
    await client.execute('PRAGMA busy_timeout = 30000')
    const live = await client.execute(
      "SELECT type, name FROM main.sqlite_master WHERE type IN ('view', 'trigger', 'table') AND name NOT LIKE 'sqlite_%'",
    )
    // neither may change inside a transaction
    await client.execute('PRAGMA foreign_keys = OFF')
    await client.execute({ sql: 'ATTACH DATABASE ? AS archive', args: [archiveFile] })
    try {
      const archivedSequence = await client.execute(
        "SELECT count(*) AS n FROM archive.sqlite_master WHERE name = 'sqlite_sequence'",
      )
      const tables = schema.filter((item) => item.type === 'table')
      const order = { view: 0, trigger: 1, table: 2 } as Record<string, number>
      const drops = [...live.rows]
        .map((row) => ({ type: String(row.type), name: String(row.name) }))
        .sort((a, b) => (order[a.type] ?? 3) - (order[b.type] ?? 3))
        .map(({ type, name }) => `DROP ${type.toUpperCase()} IF EXISTS main.${quoted(name)}`)
      await client.batch(
        [
          ...drops,
          ...tables.map((table) => table.sql),
          ...tables.map(
            ({ name }) => `INSERT INTO main.${quoted(name)} SELECT * FROM archive.${quoted(name)}`,
          ),
          ...(Number(archivedSequence.rows[0]?.n) > 0
            ? [
                'DELETE FROM main.sqlite_sequence',
                'INSERT INTO main.sqlite_sequence SELECT * FROM archive.sqlite_sequence',
              ]
            : []),
          ...schema.filter((item) => item.type !== 'table').map((item) => item.sql),
        ],
        'write',
      )
    } finally {
      await client.execute('DETACH DATABASE archive')
      await client.execute('PRAGMA foreign_keys = ON')
    }
  } finally {
    client.close()
  }
}
