import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quote_requests_lines_unit" AS ENUM('jour', 'semaine', 'mois', 'unite', 'forfait');
  CREATE TYPE "public"."enum_quote_requests_stage" AS ENUM('new', 'qualified', 'quoted', 'won', 'lost');
  CREATE TYPE "public"."enum_quote_events_kind" AS ENUM('created', 'stage', 'owner', 'amount', 'lines', 'nextAction', 'mail', 'quoteSent', 'accepted', 'refused');
  ALTER TYPE "public"."enum_outgoing_emails_kind" ADD VALUE 'quote';
  ALTER TYPE "public"."enum_outgoing_emails_kind" ADD VALUE 'reply';
  ALTER TYPE "public"."enum_outgoing_emails_kind" ADD VALUE 'reminder';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'quote-reminders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'quote-reminders';
  CREATE TABLE "quote_requests_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"machine_id" integer,
  	"label" varchar,
  	"quantity" numeric DEFAULT 1 NOT NULL,
  	"unit" "enum_quote_requests_lines_unit" DEFAULT 'jour' NOT NULL,
  	"unit_price" numeric
  );
  
  CREATE TABLE "quote_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"request_id" integer NOT NULL,
  	"kind" "enum_quote_events_kind" NOT NULL,
  	"summary" varchar NOT NULL,
  	"actor" varchar NOT NULL,
  	"user_id" integer,
  	"data" jsonb,
  	"once_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "quote_requests" ADD COLUMN "amount" numeric;
  ALTER TABLE "quote_requests" ADD COLUMN "notes" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "quote_version" numeric;
  ALTER TABLE "quote_requests" ADD COLUMN "quote_sent_at" timestamp(3) with time zone;
  ALTER TABLE "quote_requests" ADD COLUMN "quote_sentat_tz" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "quote_valid_until" timestamp(3) with time zone;
  ALTER TABLE "quote_requests" ADD COLUMN "quote_validuntil_tz" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "quote_vat_rate" numeric;
  ALTER TABLE "quote_requests" ADD COLUMN "quote_total_h_t" numeric;
  ALTER TABLE "quote_requests" ADD COLUMN "quote_vat" numeric;
  ALTER TABLE "quote_requests" ADD COLUMN "quote_total_t_t_c" numeric;
  ALTER TABLE "quote_requests" ADD COLUMN "quote_lines" jsonb;
  ALTER TABLE "quote_requests" ADD COLUMN "quote_conditions" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "quote_accepted_at" timestamp(3) with time zone;
  ALTER TABLE "quote_requests" ADD COLUMN "quote_acceptedat_tz" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "quote_accepted_by" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "quote_refused_at" timestamp(3) with time zone;
  ALTER TABLE "quote_requests" ADD COLUMN "quote_refusedat_tz" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "quote_refusal_reason" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "stage" "enum_quote_requests_stage" DEFAULT 'new';
  ALTER TABLE "quote_requests" ADD COLUMN "lost_reason" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "owner_id" integer;
  ALTER TABLE "quote_requests" ADD COLUMN "next_action_at" timestamp(3) with time zone;
  ALTER TABLE "quote_requests" ADD COLUMN "nextactionat_tz" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "next_action_note" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "access_token" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "whatsapp_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "quote_vat_rate" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "quote_validity_days" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "quote_conditions" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_whatsapp_number" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_quote_vat_rate" numeric;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_quote_validity_days" numeric;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_quote_conditions" varchar;
  ALTER TABLE "quote_requests_lines" ADD CONSTRAINT "quote_requests_lines_machine_id_equipment_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quote_requests_lines" ADD CONSTRAINT "quote_requests_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "quote_requests_lines_order_idx" ON "quote_requests_lines" USING btree ("_order");
  CREATE INDEX "quote_requests_lines_parent_id_idx" ON "quote_requests_lines" USING btree ("_parent_id");
  CREATE INDEX "quote_requests_lines_machine_idx" ON "quote_requests_lines" USING btree ("machine_id");
  CREATE INDEX "quote_events_request_idx" ON "quote_events" USING btree ("request_id");
  CREATE INDEX "quote_events_user_idx" ON "quote_events" USING btree ("user_id");
  CREATE UNIQUE INDEX "quote_events_once_key_idx" ON "quote_events" USING btree ("once_key");
  CREATE INDEX "quote_events_updated_at_idx" ON "quote_events" USING btree ("updated_at");
  CREATE INDEX "quote_events_created_at_idx" ON "quote_events" USING btree ("created_at");
  ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "quote_requests_stage_idx" ON "quote_requests" USING btree ("stage");
  CREATE INDEX "quote_requests_owner_idx" ON "quote_requests" USING btree ("owner_id");
  CREATE INDEX "quote_requests_next_action_at_idx" ON "quote_requests" USING btree ("next_action_at");`)
  // a request already answered is past the pipeline's first stage
  await db.execute(sql`UPDATE "quote_requests" SET "stage" = 'qualified' WHERE "status" = 'replied';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quote_requests_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quote_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "quote_requests_lines" CASCADE;
  DROP TABLE "quote_events" CASCADE;
  ALTER TABLE "quote_requests" DROP CONSTRAINT "quote_requests_owner_id_users_id_fk";
  
  ALTER TABLE "outgoing_emails" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outgoing_emails_kind";
  CREATE TYPE "public"."enum_outgoing_emails_kind" AS ENUM('reset', 'notification', 'acknowledgement', 'confirmation', 'security', 'report');
  ALTER TABLE "outgoing_emails" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outgoing_emails_kind" USING "kind"::"public"."enum_outgoing_emails_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-mail', 'sum-up-page-views', 'purge-page-views', 'weekly-report', 'nightly-backup');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-mail', 'sum-up-page-views', 'purge-page-views', 'weekly-report', 'nightly-backup');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "quote_requests_stage_idx";
  DROP INDEX "quote_requests_owner_idx";
  DROP INDEX "quote_requests_next_action_at_idx";
  ALTER TABLE "quote_requests" DROP COLUMN "amount";
  ALTER TABLE "quote_requests" DROP COLUMN "notes";
  ALTER TABLE "quote_requests" DROP COLUMN "quote_version";
  ALTER TABLE "quote_requests" DROP COLUMN "quote_sent_at";
  ALTER TABLE "quote_requests" DROP COLUMN "quote_sentat_tz";
  ALTER TABLE "quote_requests" DROP COLUMN "quote_valid_until";
  ALTER TABLE "quote_requests" DROP COLUMN "quote_validuntil_tz";
  ALTER TABLE "quote_requests" DROP COLUMN "quote_vat_rate";
  ALTER TABLE "quote_requests" DROP COLUMN "quote_total_h_t";
  ALTER TABLE "quote_requests" DROP COLUMN "quote_vat";
  ALTER TABLE "quote_requests" DROP COLUMN "quote_total_t_t_c";
  ALTER TABLE "quote_requests" DROP COLUMN "quote_lines";
  ALTER TABLE "quote_requests" DROP COLUMN "quote_conditions";
  ALTER TABLE "quote_requests" DROP COLUMN "quote_accepted_at";
  ALTER TABLE "quote_requests" DROP COLUMN "quote_acceptedat_tz";
  ALTER TABLE "quote_requests" DROP COLUMN "quote_accepted_by";
  ALTER TABLE "quote_requests" DROP COLUMN "quote_refused_at";
  ALTER TABLE "quote_requests" DROP COLUMN "quote_refusedat_tz";
  ALTER TABLE "quote_requests" DROP COLUMN "quote_refusal_reason";
  ALTER TABLE "quote_requests" DROP COLUMN "stage";
  ALTER TABLE "quote_requests" DROP COLUMN "lost_reason";
  ALTER TABLE "quote_requests" DROP COLUMN "owner_id";
  ALTER TABLE "quote_requests" DROP COLUMN "next_action_at";
  ALTER TABLE "quote_requests" DROP COLUMN "nextactionat_tz";
  ALTER TABLE "quote_requests" DROP COLUMN "next_action_note";
  ALTER TABLE "quote_requests" DROP COLUMN "access_token";
  ALTER TABLE "site_settings" DROP COLUMN "whatsapp_number";
  ALTER TABLE "site_settings" DROP COLUMN "quote_vat_rate";
  ALTER TABLE "site_settings" DROP COLUMN "quote_validity_days";
  ALTER TABLE "site_settings" DROP COLUMN "quote_conditions";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_whatsapp_number";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_quote_vat_rate";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_quote_validity_days";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_quote_conditions";
  DROP TYPE "public"."enum_quote_requests_lines_unit";
  DROP TYPE "public"."enum_quote_requests_stage";
  DROP TYPE "public"."enum_quote_events_kind";`)
}
