import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { MAINTENANCE_LOCALIZATION } from '@/platform/plugins/localizedGlobalsMigration'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "maintenance_locales" (
  	"title" varchar,
  	"description" varchar,
  	"estimated_time" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_maintenance_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_estimated_time" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "maintenance_texts" ADD COLUMN "locale" "_locales";
  ALTER TABLE "_maintenance_v_texts" ADD COLUMN "locale" "_locales";
  ALTER TABLE "maintenance_locales" ADD CONSTRAINT "maintenance_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."maintenance"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_maintenance_v_locales" ADD CONSTRAINT "_maintenance_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_maintenance_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "maintenance_locales_locale_parent_id_unique" ON "maintenance_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_maintenance_v_locales_locale_parent_id_unique" ON "_maintenance_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "maintenance_texts_locale_parent" ON "maintenance_texts" USING btree ("locale","parent_id");
  CREATE INDEX "_maintenance_v_texts_locale_parent" ON "_maintenance_v_texts" USING btree ("locale","parent_id");`)
  for (const statement of MAINTENANCE_LOCALIZATION.toLocales) await db.execute(sql.raw(statement))
  await db.execute(sql`
  ALTER TABLE "maintenance" DROP COLUMN "title";
  ALTER TABLE "maintenance" DROP COLUMN "description";
  ALTER TABLE "maintenance" DROP COLUMN "estimated_time";
  ALTER TABLE "_maintenance_v" DROP COLUMN "version_title";
  ALTER TABLE "_maintenance_v" DROP COLUMN "version_description";
  ALTER TABLE "_maintenance_v" DROP COLUMN "version_estimated_time";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  for (const statement of MAINTENANCE_LOCALIZATION.dropOtherLanguages)
    await db.execute(sql.raw(statement))
  await db.execute(sql`
  ALTER TABLE "maintenance" ADD COLUMN "title" varchar;
  ALTER TABLE "maintenance" ADD COLUMN "description" varchar;
  ALTER TABLE "maintenance" ADD COLUMN "estimated_time" varchar;
  ALTER TABLE "_maintenance_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_maintenance_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "_maintenance_v" ADD COLUMN "version_estimated_time" varchar;`)
  for (const statement of MAINTENANCE_LOCALIZATION.fromLocales) await db.execute(sql.raw(statement))
  await db.execute(sql`
   ALTER TABLE "maintenance_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_maintenance_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "maintenance_locales" CASCADE;
  DROP TABLE "_maintenance_v_locales" CASCADE;
  DROP INDEX "maintenance_texts_locale_parent";
  DROP INDEX "_maintenance_v_texts_locale_parent";
  ALTER TABLE "maintenance_texts" DROP COLUMN "locale";
  ALTER TABLE "_maintenance_v_texts" DROP COLUMN "locale";`)
}
