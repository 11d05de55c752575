import 'server-only'

import { sql } from '@payloadcms/db-sqlite'
import type { SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

type Row = Record<string, unknown>
type Database = {
  all?: (query: SQL) => Promise<Row[]>
  run?: (query: SQL) => Promise<unknown>
  execute?: (query: SQL) => Promise<{ rows: Row[] }>
}

/** The engine's connection Payload holds: PostgreSQL's `execute`, SQLite's `all` and `run`. */
const database = (payload: Payload) => payload.db.drizzle as unknown as Database

async function rows(payload: Payload, query: SQL): Promise<Row[]> {
  const db = database(payload)
  return db.execute ? (await db.execute(query)).rows : db.all!(query)
}

/**
 * The highest quote request id the database has ever given (its sequence, or its rows): each is
 * a customer's reference (DEV-000123).
 */
export async function highestReference(payload: Payload): Promise<number> {
  if (payload.db.name === 'postgres') {
    const [row] = await rows(
      payload,
      sql`SELECT greatest(
        (SELECT last_value FROM quote_requests_id_seq),
        (SELECT coalesce(max(id), 0) FROM quote_requests)
      ) AS n`,
    )
    return Number(row?.n ?? 0)
  }
  return sqliteHighestReference(async (text) => rows(payload, sql.raw(text)))
}

/**
 * The same on SQLite, read with `query` (Payload's connection, or a client of the file of its
 * own: scripts/restore.ts, before it replaces the file): the highest of its rows and of its
 * AUTOINCREMENT counter, which keeps the ids of the rows deleted since.
 */
export async function sqliteHighestReference(
  query: (text: string) => Promise<Row[]>,
): Promise<number> {
  const [fromRows] = await query('SELECT coalesce(max(id), 0) AS n FROM quote_requests')
  // a database whose tables never used AUTOINCREMENT has no sqlite_sequence
  const [fromSequence] = await query(
    "SELECT coalesce(max(seq), 0) AS n FROM sqlite_sequence WHERE name = 'quote_requests'",
  ).catch(() => [])
  return Math.max(Number(fromRows?.n ?? 0), Number(fromSequence?.n ?? 0))
}

/**
 * After a restore, the next request is numbered above every one given before it (#58): the
 * archive's sequence would number the requests it does not hold again, and hand their
 * references, and the links of their customers' pages, to other people.
 */
export async function keepReferencesAbove(payload: Payload, highest: number): Promise<void> {
  if (!Number.isSafeInteger(highest) || highest < 1) return
  if (payload.db.name === 'postgres') {
    await rows(
      payload,
      sql`SELECT setval('quote_requests_id_seq', greatest(${highest}::bigint, (SELECT last_value FROM quote_requests_id_seq)))`,
    )
    return
  }
  const db = database(payload)
  const [current] = await rows(
    payload,
    sql`SELECT seq FROM sqlite_sequence WHERE name = 'quote_requests'`,
  )
  if (current === undefined)
    await db.run!(
      sql`INSERT INTO sqlite_sequence (name, seq) VALUES ('quote_requests', ${highest})`,
    )
  else if (Number(current.seq) < highest)
    await db.run!(sql`UPDATE sqlite_sequence SET seq = ${highest} WHERE name = 'quote_requests'`)
}
