import { sql } from '@payloadcms/db-sqlite'
import type { MigrateUpArgs } from '@payloadcms/db-sqlite'

type Database = MigrateUpArgs['db']
type Reference = { child: string; column: string }

const referencesTo = async (db: Database, table: string) =>
  (await db.all(
    sql`SELECT m.name AS child, f."from" AS "column"
      FROM sqlite_master m, pragma_foreign_key_list(m.name) f
      WHERE m.type = 'table' AND f."table" = ${table}`,
  )) as Reference[]

/**
 * Runs `rebuild` (a table dropped and made again: SQLite's way to drop a column that holds a key,
 * or to give its id AUTOINCREMENT) without touching what other tables hold of its rows. Payload
 * runs a migration in a transaction, where `PRAGMA foreign_keys=OFF` does nothing (libsql turns the
 * keys on): dropping the table would delete its rows first, and with them the rows that point at
 * them ON DELETE CASCADE (a quote's lines, a list's translations), while ON DELETE SET NULL on a
 * required column (a request's history) would stop the migration. So the rows that point at the
 * table are taken out first, kept aside, and put back as they were once the table is there again.
 * Taking them out would touch rows that point at them in turn: where some do, it refuses.
 */
export async function keepingReferences(
  db: Database,
  table: string,
  rebuild: () => Promise<void>,
): Promise<void> {
  const kept = (await referencesTo(db, table)).map((reference, index) => ({
    ...reference,
    keep: `keep_${index}_${table}`,
  }))
  for (const { child, column, keep } of kept) {
    for (const deeper of await referencesTo(db, child)) {
      const [{ count }] = (await db.all(
        sql.raw(
          `SELECT count(*) AS count FROM "${deeper.child}" WHERE "${deeper.column}" IS NOT NULL`,
        ),
      )) as { count: number }[]
      if (count > 0)
        throw new Error(
          `Reconstruction de ${table} refusée : ${deeper.child} désigne des lignes de ${child}`,
        )
    }
    await db.run(
      sql.raw(
        `CREATE TEMP TABLE "${keep}" AS SELECT * FROM "${child}" WHERE "${column}" IS NOT NULL`,
      ),
    )
    await db.run(sql.raw(`DELETE FROM "${child}" WHERE "${column}" IS NOT NULL`))
  }
  await rebuild()
  for (const { child, keep } of kept) {
    await db.run(sql.raw(`INSERT INTO "${child}" SELECT * FROM "${keep}"`))
    await db.run(sql.raw(`DROP TABLE "${keep}"`))
  }
}
