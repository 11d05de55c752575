import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`confirmedat_tz\` text;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`confirmationsentat_tz\` text;`)
  await db.run(sql`ALTER TABLE \`outgoing_emails\` ADD \`nextattemptat_tz\` text;`)
  await db.run(sql`ALTER TABLE \`outgoing_emails\` ADD \`sentat_tz\` text;`)
  await db.run(sql`ALTER TABLE \`maintenance\` ADD \`starttime_tz\` text;`)
  await db.run(sql`ALTER TABLE \`_maintenance_v\` ADD \`version_starttime_tz\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`confirmedat_tz\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`confirmationsentat_tz\`;`)
  await db.run(sql`ALTER TABLE \`outgoing_emails\` DROP COLUMN \`nextattemptat_tz\`;`)
  await db.run(sql`ALTER TABLE \`outgoing_emails\` DROP COLUMN \`sentat_tz\`;`)
  await db.run(sql`ALTER TABLE \`maintenance\` DROP COLUMN \`starttime_tz\`;`)
  await db.run(sql`ALTER TABLE \`_maintenance_v\` DROP COLUMN \`version_starttime_tz\`;`)
}
