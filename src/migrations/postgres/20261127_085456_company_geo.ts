import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "latitude" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "longitude" numeric;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_latitude" numeric;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_longitude" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "latitude";
  ALTER TABLE "site_settings" DROP COLUMN "longitude";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_latitude";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_longitude";`)
}
