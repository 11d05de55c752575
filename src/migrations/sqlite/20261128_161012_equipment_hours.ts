import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`equipment\` ADD \`specifications_hours\` text;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` ADD \`version_specifications_hours\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`equipment\` DROP COLUMN \`specifications_hours\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` DROP COLUMN \`version_specifications_hours\`;`)
}
