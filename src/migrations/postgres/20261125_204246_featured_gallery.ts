import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "section_equipment_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_section_equipment_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  ALTER TABLE "section_equipment_featured_equipments" ADD COLUMN "thumbnail_id" integer;
  ALTER TABLE "_section_equipment_v_version_featured_equipments" ADD COLUMN "thumbnail_id" integer;
  ALTER TABLE "section_equipment_rels" ADD CONSTRAINT "section_equipment_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."section_equipment"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_equipment_rels" ADD CONSTRAINT "section_equipment_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_equipment_v_rels" ADD CONSTRAINT "_section_equipment_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_section_equipment_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_equipment_v_rels" ADD CONSTRAINT "_section_equipment_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "section_equipment_rels_order_idx" ON "section_equipment_rels" USING btree ("order");
  CREATE INDEX "section_equipment_rels_parent_idx" ON "section_equipment_rels" USING btree ("parent_id");
  CREATE INDEX "section_equipment_rels_path_idx" ON "section_equipment_rels" USING btree ("path");
  CREATE INDEX "section_equipment_rels_media_id_idx" ON "section_equipment_rels" USING btree ("media_id");
  CREATE INDEX "_section_equipment_v_rels_order_idx" ON "_section_equipment_v_rels" USING btree ("order");
  CREATE INDEX "_section_equipment_v_rels_parent_idx" ON "_section_equipment_v_rels" USING btree ("parent_id");
  CREATE INDEX "_section_equipment_v_rels_path_idx" ON "_section_equipment_v_rels" USING btree ("path");
  CREATE INDEX "_section_equipment_v_rels_media_id_idx" ON "_section_equipment_v_rels" USING btree ("media_id");
  ALTER TABLE "section_equipment_featured_equipments" ADD CONSTRAINT "section_equipment_featured_equipments_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_section_equipment_v_version_featured_equipments" ADD CONSTRAINT "_section_equipment_v_version_featured_equipments_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "section_equipment_featured_equipments_thumbnail_idx" ON "section_equipment_featured_equipments" USING btree ("thumbnail_id");
  CREATE INDEX "_section_equipment_v_version_featured_equipments_thumbna_idx" ON "_section_equipment_v_version_featured_equipments" USING btree ("thumbnail_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "section_equipment_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_section_equipment_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "section_equipment_rels" CASCADE;
  DROP TABLE "_section_equipment_v_rels" CASCADE;
  ALTER TABLE "section_equipment_featured_equipments" DROP CONSTRAINT "section_equipment_featured_equipments_thumbnail_id_media_id_fk";
  
  ALTER TABLE "_section_equipment_v_version_featured_equipments" DROP CONSTRAINT "_section_equipment_v_version_featured_equipments_thumbnail_id_media_id_fk";
  
  DROP INDEX "section_equipment_featured_equipments_thumbnail_idx";
  DROP INDEX "_section_equipment_v_version_featured_equipments_thumbna_idx";
  ALTER TABLE "section_equipment_featured_equipments" DROP COLUMN "thumbnail_id";
  ALTER TABLE "_section_equipment_v_version_featured_equipments" DROP COLUMN "thumbnail_id";`)
}
