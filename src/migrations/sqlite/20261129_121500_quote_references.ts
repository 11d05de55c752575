import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { keepingReferences } from '@/platform/plugins/sqliteRebuild'

/**
 * `quote_requests` again with AUTOINCREMENT (#58): a request's id is its customer's reference
 * (DEV-000123), and SQLite gives the highest id again once its row is deleted, so two customers
 * could hold one reference. With AUTOINCREMENT, `sqlite_sequence` keeps the highest id ever given,
 * which a restore keeps too (src/platform/services/backup/referenceSequence.ts). PostgreSQL's sequences
 * never give an id twice. The table is rebuilt from its own definition (Payload's schema has no
 * word for AUTOINCREMENT), its indexes with it; SQLite writes a renamed table's definition
 * with double quotes, which the down migration meets.
 */
const TABLE = 'quote_requests'

type Schema = { sql: string }

async function definitions(db: MigrateUpArgs['db'], type: 'table' | 'index') {
  const rows = (await db.all(
    sql`SELECT sql FROM sqlite_master WHERE type = ${type} AND tbl_name = ${TABLE} AND sql IS NOT NULL`,
  )) as Schema[]
  return rows.map((row) => row.sql)
}

async function rebuild(db: MigrateUpArgs['db'], autoincrement: boolean) {
  const [table] = await definitions(db, 'table')
  if (!table) return
  const indexes = await definitions(db, 'index')
  const idColumn = /`id` integer PRIMARY KEY(?: AUTOINCREMENT)? NOT NULL/
  const rebuilt = table
    .replace(/^CREATE TABLE [`"]?quote_requests[`"]?/, 'CREATE TABLE `__new_quote_requests`')
    .replace(idColumn, `\`id\` integer PRIMARY KEY${autoincrement ? ' AUTOINCREMENT' : ''} NOT NULL`)
  // the requests' lines, history and locks stay theirs (in Payload's transaction the keys stay on)
  await keepingReferences(db, TABLE, async () => {
    await db.run(sql.raw(rebuilt))
    await db.run(sql.raw(`INSERT INTO \`__new_quote_requests\` SELECT * FROM \`${TABLE}\`;`))
    await db.run(sql.raw(`DROP TABLE \`${TABLE}\`;`))
    await db.run(sql.raw(`ALTER TABLE \`__new_quote_requests\` RENAME TO \`${TABLE}\`;`))
  })
  for (const index of indexes) await db.run(sql.raw(index))
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await rebuild(db, true)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await rebuild(db, false)
}
