import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_quote_events_kind" ADD VALUE 'acceptFailed' BEFORE 'refused';
  ALTER TABLE "quote_requests_lines" ADD COLUMN "start_date" varchar;
  ALTER TABLE "quote_requests_lines" ADD COLUMN "end_date" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "quote_holds_rentals" boolean DEFAULT true;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_quote_holds_rentals" boolean DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // the older type has no failed acceptance: the event keeps its words under « Étape »
  await db.execute(sql`
   UPDATE "quote_events" SET "kind" = 'stage' WHERE "kind" = 'acceptFailed';
  ALTER TABLE "quote_events" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_quote_events_kind";
  CREATE TYPE "public"."enum_quote_events_kind" AS ENUM('created', 'stage', 'owner', 'amount', 'lines', 'nextAction', 'mail', 'quoteSent', 'accepted', 'refused');
  ALTER TABLE "quote_events" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_quote_events_kind" USING "kind"::"public"."enum_quote_events_kind";
  ALTER TABLE "quote_requests_lines" DROP COLUMN "start_date";
  ALTER TABLE "quote_requests_lines" DROP COLUMN "end_date";
  ALTER TABLE "site_settings" DROP COLUMN "quote_holds_rentals";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_quote_holds_rentals";`)
}
