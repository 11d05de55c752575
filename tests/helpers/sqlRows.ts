import { sql } from '@payloadcms/db-sqlite'
import type { SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

type Row = Record<string, unknown>
type Database = {
  all?: (query: SQL) => Promise<Row[]>
  execute?: (query: SQL) => Promise<{ rows: Row[] }>
}

/** Runs a statement on the test database, SQLite or PostgreSQL, and gives back its rows. */
export async function sqlRows(payload: Payload, statement: SQL | string): Promise<Row[]> {
  const db = payload.db.drizzle as unknown as Database
  const query = typeof statement === 'string' ? sql.raw(statement) : statement
  if (db.execute) return (await db.execute(query)).rows
  return db.all!(query)
}
