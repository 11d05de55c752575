import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quote_requests" ADD COLUMN "submission_key" varchar;
  CREATE UNIQUE INDEX "quote_requests_submission_key_idx" ON "quote_requests" USING btree ("submission_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "quote_requests_submission_key_idx";
  ALTER TABLE "quote_requests" DROP COLUMN "submission_key";`)
}
