import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'empty-trash';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'empty-trash';
  ALTER TABLE "departments" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_departments_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "equipment" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "news" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_news_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "media" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  CREATE INDEX "departments_deleted_at_idx" ON "departments" USING btree ("deleted_at");
  CREATE INDEX "_departments_v_version_version_deleted_at_idx" ON "_departments_v" USING btree ("version_deleted_at");
  CREATE INDEX "equipment_deleted_at_idx" ON "equipment" USING btree ("deleted_at");
  CREATE INDEX "_equipment_v_version_version_deleted_at_idx" ON "_equipment_v" USING btree ("version_deleted_at");
  CREATE INDEX "news_deleted_at_idx" ON "news" USING btree ("deleted_at");
  CREATE INDEX "_news_v_version_version_deleted_at_idx" ON "_news_v" USING btree ("version_deleted_at");
  CREATE INDEX "media_deleted_at_idx" ON "media" USING btree ("deleted_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-mail', 'sum-up-page-views', 'purge-page-views', 'weekly-report', 'nightly-backup', 'quote-reminders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-mail', 'sum-up-page-views', 'purge-page-views', 'weekly-report', 'nightly-backup', 'quote-reminders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "departments_deleted_at_idx";
  DROP INDEX "_departments_v_version_version_deleted_at_idx";
  DROP INDEX "equipment_deleted_at_idx";
  DROP INDEX "_equipment_v_version_version_deleted_at_idx";
  DROP INDEX "news_deleted_at_idx";
  DROP INDEX "_news_v_version_version_deleted_at_idx";
  DROP INDEX "media_deleted_at_idx";
  ALTER TABLE "departments" DROP COLUMN "deleted_at";
  ALTER TABLE "_departments_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "equipment" DROP COLUMN "deleted_at";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "news" DROP COLUMN "deleted_at";
  ALTER TABLE "_news_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "media" DROP COLUMN "deleted_at";`)
}
