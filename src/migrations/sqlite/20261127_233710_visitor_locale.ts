import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * #45: the language of the site a quote request or a subscription came from, which the visitor's
 * mails follow. Every row stored before is French (the column's default), the only language the
 * site had.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`locale\` text DEFAULT 'fr';`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`locale\` text DEFAULT 'fr';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`quote_requests\` DROP COLUMN \`locale\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`locale\`;`)
}
