import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "equipment" ADD COLUMN "specifications_hours" varchar;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_specifications_hours" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "equipment" DROP COLUMN "specifications_hours";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_specifications_hours";`)
}
