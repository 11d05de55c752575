import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The yard's photos in the S3 bucket when one is set: the storage plugin's columns (#62). */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "yard_photos" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "yard_photos" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "yard_photos" DROP COLUMN "prefix";
  ALTER TABLE "yard_photos" DROP COLUMN "_objectkey";`)
}
