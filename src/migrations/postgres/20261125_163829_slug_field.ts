import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "departments" ADD COLUMN "generate_slug" boolean DEFAULT true;
  ALTER TABLE "_departments_v" ADD COLUMN "version_generate_slug" boolean DEFAULT true;
  ALTER TABLE "equipment" ADD COLUMN "generate_slug" boolean DEFAULT true;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_generate_slug" boolean DEFAULT true;`)
  // a stored slug is an address in use: it is not regenerated from the name on the next save
  await db.execute(sql`
   UPDATE "departments" SET "generate_slug" = false;
  UPDATE "_departments_v" SET "version_generate_slug" = false;
  UPDATE "equipment" SET "generate_slug" = false;
  UPDATE "_equipment_v" SET "version_generate_slug" = false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "departments" DROP COLUMN "generate_slug";
  ALTER TABLE "_departments_v" DROP COLUMN "version_generate_slug";
  ALTER TABLE "equipment" DROP COLUMN "generate_slug";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_generate_slug";`)
}
