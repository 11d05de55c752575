import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * A contract's signature in the request's history (#62): a kind of event. SQLite keeps the kind
 * as text and needs no migration.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_quote_events_kind" ADD VALUE 'contractSigned';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quote_events" ALTER COLUMN "kind" SET DATA TYPE text;
  UPDATE "quote_events" SET "kind" = 'accepted' WHERE "kind" = 'contractSigned';
  DROP TYPE "public"."enum_quote_events_kind";
  CREATE TYPE "public"."enum_quote_events_kind" AS ENUM('created', 'stage', 'owner', 'amount', 'lines', 'nextAction', 'mail', 'quoteSent', 'accepted', 'acceptFailed', 'refused');
  ALTER TABLE "quote_events" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_quote_events_kind" USING "kind"::"public"."enum_quote_events_kind";`)
}
