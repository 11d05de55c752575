import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "opening_hours" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_opening_hours" varchar;`)
  // the footer's old seeded placeholder number: the general settings' number shows instead
  await db.execute(sql`UPDATE "section_footer" SET "phone" = NULL WHERE "phone" = '+227 XX XX XX XX';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "opening_hours";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_opening_hours";`)
}
