import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_outgoing_emails_kind" ADD VALUE 'report';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'weekly-report' BEFORE 'nightly-backup';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'weekly-report' BEFORE 'nightly-backup';
  CREATE TABLE "weekly_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"week" varchar NOT NULL,
  	"recipients" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "weekly_report" boolean DEFAULT false;
  CREATE UNIQUE INDEX "weekly_reports_week_idx" ON "weekly_reports" USING btree ("week");
  CREATE INDEX "weekly_reports_updated_at_idx" ON "weekly_reports" USING btree ("updated_at");
  CREATE INDEX "weekly_reports_created_at_idx" ON "weekly_reports" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "weekly_reports" CASCADE;
  ALTER TABLE "outgoing_emails" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outgoing_emails_kind";
  CREATE TYPE "public"."enum_outgoing_emails_kind" AS ENUM('reset', 'notification', 'acknowledgement', 'confirmation', 'security');
  ALTER TABLE "outgoing_emails" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outgoing_emails_kind" USING "kind"::"public"."enum_outgoing_emails_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-mail', 'sum-up-page-views', 'purge-page-views', 'nightly-backup');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-mail', 'sum-up-page-views', 'purge-page-views', 'nightly-backup');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "users" DROP COLUMN "weekly_report";`)
}
