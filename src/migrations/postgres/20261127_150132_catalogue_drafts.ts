import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Payload's drafts on machines and departments (#44): `_status` beside `is_active`, which the
 * site keeps reading (src/platform/fields/publicationFlag.ts). Every item keeps its state: active stays
 * published at its address. Each one's newest version becomes its `latest` (Payload's draft
 * reads, such as the admin's lists, look there). The machines' status has its own enum name
 * (`enum_equipment_publication`): their `status` field already owns `enum_equipment_status`.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_departments_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__departments_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_equipment_publication" AS ENUM('draft', 'published');
  ALTER TABLE "departments" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "_departments_v" ALTER COLUMN "version_name" DROP NOT NULL;
  ALTER TABLE "equipment" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "equipment" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "equipment" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "_equipment_v" ALTER COLUMN "version_name" DROP NOT NULL;
  ALTER TABLE "_equipment_v" ALTER COLUMN "version_category" DROP NOT NULL;
  ALTER TABLE "_equipment_v" ALTER COLUMN "version_status" DROP NOT NULL;
  ALTER TABLE "departments" ADD COLUMN "_status" "enum_departments_status" DEFAULT 'draft';
  ALTER TABLE "_departments_v" ADD COLUMN "version__status" "enum__departments_v_version_status" DEFAULT 'draft';
  ALTER TABLE "_departments_v" ADD COLUMN "latest" boolean;
  ALTER TABLE "equipment" ADD COLUMN "_status" "enum_equipment_publication" DEFAULT 'draft';
  ALTER TABLE "_equipment_v" ADD COLUMN "version__status" "enum_equipment_publication" DEFAULT 'draft';
  ALTER TABLE "_equipment_v" ADD COLUMN "latest" boolean;
  CREATE INDEX "departments__status_idx" ON "departments" USING btree ("_status");
  CREATE INDEX "_departments_v_version_version__status_idx" ON "_departments_v" USING btree ("version__status");
  CREATE INDEX "_departments_v_latest_idx" ON "_departments_v" USING btree ("latest");
  CREATE INDEX "equipment__status_idx" ON "equipment" USING btree ("_status");
  CREATE INDEX "_equipment_v_version_version__status_idx" ON "_equipment_v" USING btree ("version__status");
  CREATE INDEX "_equipment_v_latest_idx" ON "_equipment_v" USING btree ("latest");
  UPDATE "departments" SET "is_active" = COALESCE("is_active", true);
  UPDATE "departments" SET "_status" = CASE WHEN "is_active" THEN 'published' ELSE 'draft' END::"enum_departments_status";
  UPDATE "_departments_v" SET "version__status" = CASE WHEN "version_is_active" IS FALSE THEN 'draft' ELSE 'published' END::"enum__departments_v_version_status";
  UPDATE "_departments_v" SET "latest" = "id" IN (SELECT max("id") FROM "_departments_v" GROUP BY "parent_id");
  UPDATE "equipment" SET "is_active" = COALESCE("is_active", true);
  UPDATE "equipment" SET "_status" = CASE WHEN "is_active" THEN 'published' ELSE 'draft' END::"enum_equipment_publication";
  UPDATE "_equipment_v" SET "version__status" = CASE WHEN "version_is_active" IS FALSE THEN 'draft' ELSE 'published' END::"enum_equipment_publication";
  UPDATE "_equipment_v" SET "latest" = "id" IN (SELECT max("id") FROM "_equipment_v" GROUP BY "parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "departments" SET "name" = COALESCE("name", '');
  UPDATE "_departments_v" SET "version_name" = COALESCE("version_name", '');
  UPDATE "equipment" SET "name" = COALESCE("name", ''), "category" = COALESCE("category", 'BTP'), "status" = COALESCE("status", 'available');
  UPDATE "_equipment_v" SET "version_name" = COALESCE("version_name", ''), "version_category" = COALESCE("version_category", 'BTP'), "version_status" = COALESCE("version_status", 'available');
  DROP INDEX IF EXISTS "departments__status_idx";
  DROP INDEX IF EXISTS "_departments_v_version_version__status_idx";
  DROP INDEX IF EXISTS "_departments_v_latest_idx";
  DROP INDEX IF EXISTS "equipment__status_idx";
  DROP INDEX IF EXISTS "_equipment_v_version_version__status_idx";
  DROP INDEX IF EXISTS "_equipment_v_latest_idx";
  ALTER TABLE "departments" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "_departments_v" ALTER COLUMN "version_name" SET NOT NULL;
  ALTER TABLE "equipment" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "equipment" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "equipment" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "_equipment_v" ALTER COLUMN "version_name" SET NOT NULL;
  ALTER TABLE "_equipment_v" ALTER COLUMN "version_category" SET NOT NULL;
  ALTER TABLE "_equipment_v" ALTER COLUMN "version_status" SET NOT NULL;
  ALTER TABLE "departments" DROP COLUMN "_status";
  ALTER TABLE "_departments_v" DROP COLUMN "version__status";
  ALTER TABLE "_departments_v" DROP COLUMN "latest";
  ALTER TABLE "equipment" DROP COLUMN "_status";
  ALTER TABLE "_equipment_v" DROP COLUMN "version__status";
  ALTER TABLE "_equipment_v" DROP COLUMN "latest";
  DROP TYPE "public"."enum_departments_status";
  DROP TYPE "public"."enum__departments_v_version_status";
  DROP TYPE "public"."enum_equipment_publication";`)
}
