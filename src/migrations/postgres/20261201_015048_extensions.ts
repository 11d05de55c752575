import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** A customer's asks to keep the machines longer, and the team's answers (#62). */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_extensions_status" AS ENUM('asked', 'proposed', 'accepted', 'refused');
  CREATE TABLE "extensions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"reservation_id" integer NOT NULL,
  	"status" "enum_extensions_status" NOT NULL,
  	"end_before" varchar NOT NULL,
  	"asked_end" varchar NOT NULL,
  	"free_until" varchar,
  	"proposed_end" varchar,
  	"price" numeric,
  	"asked_at" timestamp(3) with time zone NOT NULL,
  	"askedat_tz" varchar,
  	"answered_at" timestamp(3) with time zone,
  	"answeredat_tz" varchar,
  	"answered_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "extensions_id" integer;
  ALTER TABLE "extensions" ADD CONSTRAINT "extensions_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "extensions" ADD CONSTRAINT "extensions_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "extensions_reservation_idx" ON "extensions" USING btree ("reservation_id");
  CREATE INDEX "extensions_end_before_idx" ON "extensions" USING btree ("end_before");
  CREATE INDEX "extensions_asked_end_idx" ON "extensions" USING btree ("asked_end");
  CREATE INDEX "extensions_free_until_idx" ON "extensions" USING btree ("free_until");
  CREATE INDEX "extensions_proposed_end_idx" ON "extensions" USING btree ("proposed_end");
  CREATE INDEX "extensions_answered_by_idx" ON "extensions" USING btree ("answered_by_id");
  CREATE INDEX "extensions_updated_at_idx" ON "extensions" USING btree ("updated_at");
  CREATE INDEX "extensions_created_at_idx" ON "extensions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_extensions_fk" FOREIGN KEY ("extensions_id") REFERENCES "public"."extensions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_extensions_id_idx" ON "payload_locked_documents_rels" USING btree ("extensions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "extensions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "extensions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_extensions_fk";
  
  DROP INDEX "payload_locked_documents_rels_extensions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "extensions_id";
  DROP TYPE "public"."enum_extensions_status";`)
}
