import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "subscribers" ADD COLUMN "confirmedat_tz" varchar;
  ALTER TABLE "subscribers" ADD COLUMN "confirmationsentat_tz" varchar;
  ALTER TABLE "outgoing_emails" ADD COLUMN "nextattemptat_tz" varchar;
  ALTER TABLE "outgoing_emails" ADD COLUMN "sentat_tz" varchar;
  ALTER TABLE "maintenance" ADD COLUMN "starttime_tz" varchar;
  ALTER TABLE "_maintenance_v" ADD COLUMN "version_starttime_tz" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "subscribers" DROP COLUMN "confirmedat_tz";
  ALTER TABLE "subscribers" DROP COLUMN "confirmationsentat_tz";
  ALTER TABLE "outgoing_emails" DROP COLUMN "nextattemptat_tz";
  ALTER TABLE "outgoing_emails" DROP COLUMN "sentat_tz";
  ALTER TABLE "maintenance" DROP COLUMN "starttime_tz";
  ALTER TABLE "_maintenance_v" DROP COLUMN "version_starttime_tz";`)
}
