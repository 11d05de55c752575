import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_section_equipment_featured_source" AS ENUM('fleet', 'list');
  CREATE TYPE "public"."enum__section_equipment_v_version_featured_source" AS ENUM('fleet', 'list');
  ALTER TABLE "section_equipment_featured_equipments" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "section_equipment_featured_equipments" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "section_equipment_featured_equipments" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "section_equipment_featured_equipments" ALTER COLUMN "price" DROP NOT NULL;
  ALTER TABLE "_section_equipment_v_version_featured_equipments" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "_section_equipment_v_version_featured_equipments" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "_section_equipment_v_version_featured_equipments" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "_section_equipment_v_version_featured_equipments" ALTER COLUMN "price" DROP NOT NULL;
  ALTER TABLE "section_equipment" ADD COLUMN "featured_source" "enum_section_equipment_featured_source";
  ALTER TABLE "section_equipment_rels" ADD COLUMN "equipment_id" integer;
  ALTER TABLE "_section_equipment_v" ADD COLUMN "version_featured_source" "enum__section_equipment_v_version_featured_source";
  ALTER TABLE "_section_equipment_v_rels" ADD COLUMN "equipment_id" integer;
  ALTER TABLE "section_equipment_rels" ADD CONSTRAINT "section_equipment_rels_equipment_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_equipment_v_rels" ADD CONSTRAINT "_section_equipment_v_rels_equipment_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "section_equipment_rels_equipment_id_idx" ON "section_equipment_rels" USING btree ("equipment_id");
  CREATE INDEX "_section_equipment_v_rels_equipment_id_idx" ON "_section_equipment_v_rels" USING btree ("equipment_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "section_equipment_rels" DROP CONSTRAINT "section_equipment_rels_equipment_fk";
  
  ALTER TABLE "_section_equipment_v_rels" DROP CONSTRAINT "_section_equipment_v_rels_equipment_fk";
  
  DROP INDEX "section_equipment_rels_equipment_id_idx";
  DROP INDEX "_section_equipment_v_rels_equipment_id_idx";
  ALTER TABLE "section_equipment_featured_equipments" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "section_equipment_featured_equipments" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "section_equipment_featured_equipments" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "section_equipment_featured_equipments" ALTER COLUMN "price" SET NOT NULL;
  ALTER TABLE "_section_equipment_v_version_featured_equipments" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "_section_equipment_v_version_featured_equipments" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "_section_equipment_v_version_featured_equipments" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "_section_equipment_v_version_featured_equipments" ALTER COLUMN "price" SET NOT NULL;
  ALTER TABLE "section_equipment" DROP COLUMN "featured_source";
  ALTER TABLE "section_equipment_rels" DROP COLUMN "equipment_id";
  ALTER TABLE "_section_equipment_v" DROP COLUMN "version_featured_source";
  ALTER TABLE "_section_equipment_v_rels" DROP COLUMN "equipment_id";
  DROP TYPE "public"."enum_section_equipment_featured_source";
  DROP TYPE "public"."enum__section_equipment_v_version_featured_source";`)
}
