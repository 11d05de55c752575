import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_handovers_units_fuel" AS ENUM('0', '1/4', '1/2', '3/4', '4/4');
  CREATE TYPE "public"."enum_handovers_kind" AS ENUM('out', 'return');
  CREATE TYPE "public"."enum_site_settings_yard_checklists_category" AS ENUM('BTP', 'ENGIN', 'VEHICULE', 'MATERIEL');
  CREATE TYPE "public"."enum_site_settings_yard_early_return" AS ENUM('keep', 'refund');
  CREATE TYPE "public"."enum__site_settings_v_version_yard_checklists_category" AS ENUM('BTP', 'ENGIN', 'VEHICULE', 'MATERIEL');
  CREATE TYPE "public"."enum__site_settings_v_version_yard_early_return" AS ENUM('keep', 'refund');
  ALTER TYPE "public"."enum_outgoing_emails_kind" ADD VALUE 'yard';
  CREATE TABLE "handovers_units" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"unit_id" integer NOT NULL,
  	"hour_meter" numeric NOT NULL,
  	"fuel" "enum_handovers_units_fuel" NOT NULL,
  	"hours_used" numeric
  );
  
  CREATE TABLE "handovers_checklist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL,
  	"ok" boolean,
  	"note" varchar
  );
  
  CREATE TABLE "handovers_charges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"amount" numeric NOT NULL,
  	"damage" boolean
  );
  
  CREATE TABLE "handovers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"kind" "enum_handovers_kind" NOT NULL,
  	"reservation_id" integer NOT NULL,
  	"recorded_at" timestamp(3) with time zone NOT NULL,
  	"recordedat_tz" varchar,
  	"day" varchar NOT NULL,
  	"recorded_by_id" integer,
  	"accessories" varchar,
  	"receiver_name" varchar NOT NULL,
  	"signature_id" integer NOT NULL,
  	"total" numeric,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "handovers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"yard_photos_id" integer
  );
  
  CREATE TABLE "yard_photos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"reservation_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "site_settings_yard_checklists" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category" "enum_site_settings_yard_checklists_category" NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_yard_checklists" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"category" "enum__site_settings_v_version_yard_checklists_category" NOT NULL,
  	"_uuid" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "handovers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "yard_photos_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "yard_early_return" "enum_site_settings_yard_early_return" DEFAULT 'keep';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_yard_early_return" "enum__site_settings_v_version_yard_early_return" DEFAULT 'keep';
  ALTER TABLE "handovers_units" ADD CONSTRAINT "handovers_units_unit_id_equipment_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."equipment_units"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "handovers_units" ADD CONSTRAINT "handovers_units_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."handovers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "handovers_checklist" ADD CONSTRAINT "handovers_checklist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."handovers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "handovers_charges" ADD CONSTRAINT "handovers_charges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."handovers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "handovers" ADD CONSTRAINT "handovers_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "handovers" ADD CONSTRAINT "handovers_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "handovers" ADD CONSTRAINT "handovers_signature_id_yard_photos_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."yard_photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "handovers_rels" ADD CONSTRAINT "handovers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."handovers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "handovers_rels" ADD CONSTRAINT "handovers_rels_yard_photos_fk" FOREIGN KEY ("yard_photos_id") REFERENCES "public"."yard_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "yard_photos" ADD CONSTRAINT "yard_photos_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_yard_checklists" ADD CONSTRAINT "site_settings_yard_checklists_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_yard_checklists" ADD CONSTRAINT "_site_settings_v_version_yard_checklists_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "handovers_units_order_idx" ON "handovers_units" USING btree ("_order");
  CREATE INDEX "handovers_units_parent_id_idx" ON "handovers_units" USING btree ("_parent_id");
  CREATE INDEX "handovers_units_unit_idx" ON "handovers_units" USING btree ("unit_id");
  CREATE INDEX "handovers_checklist_order_idx" ON "handovers_checklist" USING btree ("_order");
  CREATE INDEX "handovers_checklist_parent_id_idx" ON "handovers_checklist" USING btree ("_parent_id");
  CREATE INDEX "handovers_charges_order_idx" ON "handovers_charges" USING btree ("_order");
  CREATE INDEX "handovers_charges_parent_id_idx" ON "handovers_charges" USING btree ("_parent_id");
  CREATE INDEX "handovers_reservation_idx" ON "handovers" USING btree ("reservation_id");
  CREATE INDEX "handovers_recorded_by_idx" ON "handovers" USING btree ("recorded_by_id");
  CREATE INDEX "handovers_signature_idx" ON "handovers" USING btree ("signature_id");
  CREATE UNIQUE INDEX "handovers_key_idx" ON "handovers" USING btree ("key");
  CREATE INDEX "handovers_updated_at_idx" ON "handovers" USING btree ("updated_at");
  CREATE INDEX "handovers_created_at_idx" ON "handovers" USING btree ("created_at");
  CREATE INDEX "handovers_rels_order_idx" ON "handovers_rels" USING btree ("order");
  CREATE INDEX "handovers_rels_parent_idx" ON "handovers_rels" USING btree ("parent_id");
  CREATE INDEX "handovers_rels_path_idx" ON "handovers_rels" USING btree ("path");
  CREATE INDEX "handovers_rels_yard_photos_id_idx" ON "handovers_rels" USING btree ("yard_photos_id");
  CREATE UNIQUE INDEX "yard_photos_key_idx" ON "yard_photos" USING btree ("key");
  CREATE INDEX "yard_photos_reservation_idx" ON "yard_photos" USING btree ("reservation_id");
  CREATE INDEX "yard_photos_updated_at_idx" ON "yard_photos" USING btree ("updated_at");
  CREATE INDEX "yard_photos_created_at_idx" ON "yard_photos" USING btree ("created_at");
  CREATE UNIQUE INDEX "yard_photos_filename_idx" ON "yard_photos" USING btree ("filename");
  CREATE INDEX "site_settings_yard_checklists_order_idx" ON "site_settings_yard_checklists" USING btree ("_order");
  CREATE INDEX "site_settings_yard_checklists_parent_id_idx" ON "site_settings_yard_checklists" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_yard_checklists_order_idx" ON "_site_settings_v_version_yard_checklists" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_yard_checklists_parent_id_idx" ON "_site_settings_v_version_yard_checklists" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_handovers_fk" FOREIGN KEY ("handovers_id") REFERENCES "public"."handovers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_yard_photos_fk" FOREIGN KEY ("yard_photos_id") REFERENCES "public"."yard_photos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_handovers_id_idx" ON "payload_locked_documents_rels" USING btree ("handovers_id");
  CREATE INDEX "payload_locked_documents_rels_yard_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("yard_photos_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "handovers_units" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "handovers_checklist" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "handovers_charges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "handovers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "handovers_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "yard_photos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_yard_checklists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_yard_checklists" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "handovers_units" CASCADE;
  DROP TABLE "handovers_checklist" CASCADE;
  DROP TABLE "handovers_charges" CASCADE;
  DROP TABLE "handovers" CASCADE;
  DROP TABLE "handovers_rels" CASCADE;
  DROP TABLE "yard_photos" CASCADE;
  DROP TABLE "site_settings_yard_checklists" CASCADE;
  DROP TABLE "_site_settings_v_version_yard_checklists" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_handovers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_yard_photos_fk";
  
  ALTER TABLE "outgoing_emails" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outgoing_emails_kind";
  CREATE TYPE "public"."enum_outgoing_emails_kind" AS ENUM('reset', 'notification', 'acknowledgement', 'confirmation', 'security', 'report', 'quote', 'reply', 'reminder');
  ALTER TABLE "outgoing_emails" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outgoing_emails_kind" USING "kind"::"public"."enum_outgoing_emails_kind";
  DROP INDEX "payload_locked_documents_rels_handovers_id_idx";
  DROP INDEX "payload_locked_documents_rels_yard_photos_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "handovers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "yard_photos_id";
  ALTER TABLE "site_settings" DROP COLUMN "yard_early_return";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_yard_early_return";
  DROP TYPE "public"."enum_handovers_units_fuel";
  DROP TYPE "public"."enum_handovers_kind";
  DROP TYPE "public"."enum_site_settings_yard_checklists_category";
  DROP TYPE "public"."enum_site_settings_yard_early_return";
  DROP TYPE "public"."enum__site_settings_v_version_yard_checklists_category";
  DROP TYPE "public"."enum__site_settings_v_version_yard_early_return";`)
}
