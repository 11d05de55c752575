import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`quote_requests_lines\` ADD \`start_date\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests_lines\` ADD \`end_date\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`quote_holds_rentals\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_quote_holds_rentals\` integer DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`quote_requests_lines\` DROP COLUMN \`start_date\`;`)
  await db.run(sql`ALTER TABLE \`quote_requests_lines\` DROP COLUMN \`end_date\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`quote_holds_rentals\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_quote_holds_rentals\`;`)
}
