import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_deposits_kind" AS ENUM('received', 'refunded');
  CREATE TYPE "public"."enum_deposits_means" AS ENUM('cash', 'transfer', 'cheque', 'mobile-money');
  CREATE TYPE "public"."enum_site_settings_yard_deposits_category" AS ENUM('BTP', 'ENGIN', 'VEHICULE', 'MATERIEL');
  CREATE TYPE "public"."enum__site_settings_v_version_yard_deposits_category" AS ENUM('BTP', 'ENGIN', 'VEHICULE', 'MATERIEL');
  CREATE TABLE "deposits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"kind" "enum_deposits_kind" NOT NULL,
  	"reservation_id" integer NOT NULL,
  	"amount" numeric NOT NULL,
  	"means" "enum_deposits_means" NOT NULL,
  	"reference" varchar,
  	"recorded_at" timestamp(3) with time zone NOT NULL,
  	"recordedat_tz" varchar,
  	"recorded_by_id" integer,
  	"key" varchar NOT NULL,
  	"sequence" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_yard_deposits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category" "enum_site_settings_yard_deposits_category" NOT NULL,
  	"amount" numeric NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_yard_deposits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"category" "enum__site_settings_v_version_yard_deposits_category" NOT NULL,
  	"amount" numeric NOT NULL,
  	"_uuid" varchar
  );
  
  ALTER TABLE "equipment" ADD COLUMN "deposit" numeric;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_deposit" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "deposits_id" integer;
  ALTER TABLE "deposits" ADD CONSTRAINT "deposits_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "deposits" ADD CONSTRAINT "deposits_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_yard_deposits" ADD CONSTRAINT "site_settings_yard_deposits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_yard_deposits" ADD CONSTRAINT "_site_settings_v_version_yard_deposits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "deposits_reservation_idx" ON "deposits" USING btree ("reservation_id");
  CREATE INDEX "deposits_recorded_by_idx" ON "deposits" USING btree ("recorded_by_id");
  CREATE UNIQUE INDEX "deposits_key_idx" ON "deposits" USING btree ("key");
  CREATE INDEX "deposits_updated_at_idx" ON "deposits" USING btree ("updated_at");
  CREATE INDEX "deposits_created_at_idx" ON "deposits" USING btree ("created_at");
  CREATE UNIQUE INDEX "reservation_sequence_idx" ON "deposits" USING btree ("reservation_id","sequence");
  CREATE INDEX "site_settings_yard_deposits_order_idx" ON "site_settings_yard_deposits" USING btree ("_order");
  CREATE INDEX "site_settings_yard_deposits_parent_id_idx" ON "site_settings_yard_deposits" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_yard_deposits_order_idx" ON "_site_settings_v_version_yard_deposits" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_yard_deposits_parent_id_idx" ON "_site_settings_v_version_yard_deposits" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_deposits_fk" FOREIGN KEY ("deposits_id") REFERENCES "public"."deposits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_deposits_id_idx" ON "payload_locked_documents_rels" USING btree ("deposits_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "deposits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_yard_deposits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_yard_deposits" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "deposits" CASCADE;
  DROP TABLE "site_settings_yard_deposits" CASCADE;
  DROP TABLE "_site_settings_v_version_yard_deposits" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_deposits_fk";
  
  DROP INDEX "payload_locked_documents_rels_deposits_id_idx";
  ALTER TABLE "equipment" DROP COLUMN "deposit";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_deposit";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "deposits_id";
  DROP TYPE "public"."enum_deposits_kind";
  DROP TYPE "public"."enum_deposits_means";
  DROP TYPE "public"."enum_site_settings_yard_deposits_category";
  DROP TYPE "public"."enum__site_settings_v_version_yard_deposits_category";`)
}
