import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * A machine's department (#61): the planning's filter. Optional: machines without one show under
 * « Tous ».
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "equipment" ADD COLUMN "department_id" integer;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_department_id" integer;
  ALTER TABLE "equipment" ADD CONSTRAINT "equipment_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_equipment_v" ADD CONSTRAINT "_equipment_v_version_department_id_departments_id_fk" FOREIGN KEY ("version_department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "equipment_department_idx" ON "equipment" USING btree ("department_id");
  CREATE INDEX "_equipment_v_version_version_department_idx" ON "_equipment_v" USING btree ("version_department_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "equipment" DROP CONSTRAINT "equipment_department_id_departments_id_fk";
  
  ALTER TABLE "_equipment_v" DROP CONSTRAINT "_equipment_v_version_department_id_departments_id_fk";
  
  DROP INDEX "equipment_department_idx";
  DROP INDEX "_equipment_v_version_version_department_idx";
  ALTER TABLE "equipment" DROP COLUMN "department_id";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_department_id";`)
}
