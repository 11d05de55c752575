import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`latitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`longitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_latitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_longitude\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`latitude\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`longitude\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_latitude\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_longitude\`;`)
}
