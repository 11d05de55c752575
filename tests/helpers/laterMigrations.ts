import { sql } from '@payloadcms/db-sqlite'
import type { Migration, Payload } from 'payload'

import { databaseEngine } from '@/platform/runtime/environment'

import { committedMigrations } from '../../scripts/lib/migrations'
import { sqlRows } from './sqlRows'

/** Every table of the test database with its columns. */
export async function tableColumns(payload: Payload): Promise<Map<string, Set<string>>> {
  const rows =
    databaseEngine() === 'postgres'
      ? await sqlRows(
          payload,
          sql`SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns WHERE table_schema = current_schema()`,
        )
      : await sqlRows(
          payload,
          sql`SELECT m.name AS "table", p.name AS "column" FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table'`,
        )
  const tables = new Map<string, Set<string>>()
  for (const { table, column } of rows) {
    const name = String(table)
    tables.set(name, (tables.get(name) ?? new Set()).add(String(column)))
  }
  return tables
}

/** What names a row of a `*_locales` table whatever its id. */
const LOCALE_KEY = ['_parent_id', '_locale']

const list = (names: string[]) =>
  sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  )

/**
 * Runs `body` with every migration committed after the one whose `up` is `last` taken off (the
 * newest first), then puts them back with what their columns and tables held. The tests of an
 * earlier migration take it off and on again: SQLite rebuilds a table from the columns of that
 * migration's day, so a later column (the machines' hour meter) would be lost, and those tests
 * would have to know every migration that came after theirs.
 */
export async function withLaterMigrationsOff(
  payload: Payload,
  last: Migration['up'],
  body: () => Promise<void>,
): Promise<void> {
  const all = committedMigrations()
  const lastAt = all.findIndex((migration) => migration.up === last)
  if (lastAt < 0) throw new Error('migration absente de la liste des migrations')
  const later = all.slice(lastAt + 1)
  const args = { db: payload.db.drizzle, payload, req: {} } as never
  // read before they come off: what a later migration takes away is only known once it has
  const before = await tableColumns(payload)
  const rowsBefore = new Map(
    await Promise.all(
      [...before.keys()].map(
        async (table) =>
          [table, await sqlRows(payload, sql`SELECT * FROM ${sql.identifier(table)}`)] as const,
      ),
    ),
  )
  for (const migration of later.toReversed()) await migration.down(args)
  const after = await tableColumns(payload)
  // what the later migrations held: their tables' rows, their columns' values by row
  const kept = [...before].flatMap(([table, columns]) => {
    const rows = rowsBefore.get(table)!
    if (!after.has(table)) return [{ table, whole: true, key: [], rows }]
    const gone = [...columns].filter((name) => !after.get(table)!.has(name))
    if (gone.length === 0) return []
    // a `*_locales` row by its item and language: the test may have made the table again, with
    // other ids (a projects' author went to another project's row)
    const key = columns.has('_locale') && columns.has('_parent_id') ? LOCALE_KEY : ['id']
    const pick = (row: Record<string, unknown>) =>
      Object.fromEntries([...key, ...gone].map((name) => [name, row[name]]))
    return [{ table, whole: false, key, rows: rows.map(pick) }]
  })
  try {
    await body()
  } finally {
    for (const migration of later) await migration.up(args)
    // a table the migrations made again holds what their `up` wrote (the French copied into a
    // `*_locales` table): emptied first, all of them, then given back what it held
    for (const { table, whole } of kept)
      if (whole) await sqlRows(payload, sql`DELETE FROM ${sql.identifier(table)}`)
    for (const { table, whole, key, rows } of kept) {
      for (const row of rows) {
        const columns = Object.keys(row)
        if (whole) {
          await sqlRows(
            payload,
            sql`INSERT INTO ${sql.identifier(table)} (${list(columns)}) VALUES (${sql.join(
              columns.map((column) => sql`${row[column]}`),
              sql`, `,
            )})`,
          )
          continue
        }
        const values = Object.entries(row).filter(([column]) => !key.includes(column))
        await sqlRows(
          payload,
          sql`UPDATE ${sql.identifier(table)} SET ${sql.join(
            values.map(([column, value]) => sql`${sql.identifier(column)} = ${value}`),
            sql`, `,
          )} WHERE ${sql.join(
            key.map((column) => sql`${sql.identifier(column)} = ${row[column]}`),
            sql` AND `,
          )}`,
        )
      }
      // PostgreSQL's counter of a table given back its ids would hand out one of them again (an
      // array's rows have text ids and no counter)
      if (whole && databaseEngine() === 'postgres' && before.get(table)!.has('id')) {
        const [{ counter } = { counter: null }] = await sqlRows(
          payload,
          sql`SELECT pg_get_serial_sequence(${`"${table}"`}, 'id') AS counter`,
        )
        if (counter)
          await sqlRows(
            payload,
            sql`SELECT setval(${counter}, COALESCE((SELECT MAX(id) FROM ${sql.identifier(table)}), 0) + 1, false)`,
          )
      }
    }
  }
}
