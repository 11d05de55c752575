import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`opening_hours\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_opening_hours\` text;`)
  // the footer's old seeded placeholder number: the general settings' number shows instead
  await db.run(sql`UPDATE \`section_footer\` SET \`phone\` = NULL WHERE \`phone\` = '+227 XX XX XX XX';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`opening_hours\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_opening_hours\`;`)
}
