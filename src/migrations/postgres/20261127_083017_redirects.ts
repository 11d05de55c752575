import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('301', '302');
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"type" "enum_redirects_type" DEFAULT '301' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"equipment_id" integer,
  	"departments_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_equipment_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_equipment_id_idx" ON "redirects_rels" USING btree ("equipment_id");
  CREATE INDEX "redirects_rels_departments_id_idx" ON "redirects_rels" USING btree ("departments_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");`)
  // the addresses renamed machines had become redirects to them (#44): one per address
  await db.execute(sql`
   INSERT INTO "redirects" ("from", "to_type", "type")
    SELECT '/equipements/' || "text", 'reference', '301' FROM "equipment_texts"
    WHERE "path" = 'previousSlugs' AND "text" IS NOT NULL GROUP BY "text";
  INSERT INTO "redirects_rels" ("parent_id", "path", "equipment_id")
    SELECT r."id", 'to.reference', MAX(t."parent_id") FROM "equipment_texts" t
    JOIN "redirects" r ON r."from" = '/equipements/' || t."text"
    WHERE t."path" = 'previousSlugs' GROUP BY r."id";
  DELETE FROM "equipment_texts" WHERE "path" = 'previousSlugs';
  DROP INDEX "equipment_texts_text_idx";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // the machines' redirected addresses go back to their previousSlugs
  await db.execute(sql`
   INSERT INTO "equipment_texts" ("order", "parent_id", "path", "text")
    SELECT 1, rr."equipment_id", 'previousSlugs', substr(r."from", 14) FROM "redirects" r
    JOIN "redirects_rels" rr ON rr."parent_id" = r."id"
    WHERE rr."equipment_id" IS NOT NULL AND r."from" LIKE '/equipements/%';`)
  await db.execute(sql`
   ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_redirects_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_redirects_id_idx";
  CREATE INDEX "equipment_texts_text_idx" ON "equipment_texts" USING btree ("text");
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_redirects_type";`)
}
