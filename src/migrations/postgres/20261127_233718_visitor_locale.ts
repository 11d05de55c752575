import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * #45: the language of the site a quote request or a subscription came from, which the visitor's
 * mails follow. Every row stored before is French (the column's default), the only language the
 * site had.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quote_requests" ADD COLUMN "locale" varchar DEFAULT 'fr';
  ALTER TABLE "subscribers" ADD COLUMN "locale" varchar DEFAULT 'fr';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quote_requests" DROP COLUMN "locale";
  ALTER TABLE "subscribers" DROP COLUMN "locale";`)
}
