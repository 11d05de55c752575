import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { keepingReferences } from '@/platform/plugins/sqliteRebuild'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`choice_machine_id\` integer REFERENCES equipment(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`choice_quantity\` numeric;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`choice_unit\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`choice_start_date\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`choice_estimate\` numeric;`)
  await db.run(sql`CREATE INDEX \`quote_requests_choice_choice_machine_idx\` ON \`quote_requests\` (\`choice_machine_id\`);`)
}

/** The machine's column as `up` adds it: SQLite keeps it so in the table's definition. */
const MACHINE_COLUMN = ', `choice_machine_id` integer REFERENCES equipment(id) ON DELETE set null'

/**
 * The choice's columns go; the machine's holds a foreign key, which SQLite's DROP COLUMN refuses,
 * so the table is rebuilt from its own definition without it (its AUTOINCREMENT kept, #58) and
 * the rows that point at the requests kept (src/platform/plugins/sqliteRebuild.ts).
 */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`quote_requests_choice_choice_machine_idx\`;`)
  for (const column of ['choice_quantity', 'choice_unit', 'choice_start_date', 'choice_estimate'])
    await db.run(sql.raw(`ALTER TABLE \`quote_requests\` DROP COLUMN \`${column}\`;`))
  const [table] = (await db.all(
    sql`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'quote_requests'`,
  )) as { sql: string }[]
  if (!table?.sql.includes(MACHINE_COLUMN))
    throw new Error('quote_requests.choice_machine_id introuvable dans la définition de la table')
  const indexes = (await db.all(
    sql`SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'quote_requests' AND sql IS NOT NULL`,
  )) as { sql: string }[]
  const columns = (
    (await db.all(sql`SELECT name FROM pragma_table_info('quote_requests')`)) as { name: string }[]
  )
    .map(({ name }) => `"${name}"`)
    .filter((name) => name !== '"choice_machine_id"')
    .join(', ')
  const rebuilt = table.sql
    .replace(MACHINE_COLUMN, '')
    .replace(/^CREATE TABLE [`"]?quote_requests[`"]?/, 'CREATE TABLE `__new_quote_requests`')
  await keepingReferences(db, 'quote_requests', async () => {
    await db.run(sql.raw(rebuilt))
    await db.run(
      sql.raw(`INSERT INTO \`__new_quote_requests\` (${columns}) SELECT ${columns} FROM \`quote_requests\`;`),
    )
    await db.run(sql`DROP TABLE \`quote_requests\`;`)
    await db.run(sql`ALTER TABLE \`__new_quote_requests\` RENAME TO \`quote_requests\`;`)
  })
  for (const index of indexes) await db.run(sql.raw(index.sql))
}
