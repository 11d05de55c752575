import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import {
  ALT_AND_AUTHOR_FROM_LOCALES,
  ALT_AND_AUTHOR_TO_LOCALES,
} from '@/platform/plugins/localizedContentMigration'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "media_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "projects_locales" ADD COLUMN "testimonial_author" varchar;
  ALTER TABLE "_projects_v_locales" ADD COLUMN "version_testimonial_author" varchar;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");`)
  for (const statement of ALT_AND_AUTHOR_TO_LOCALES) await db.execute(sql.raw(statement))
  await db.execute(sql`
  ALTER TABLE "projects" DROP COLUMN "testimonial_author";
  ALTER TABLE "_projects_v" DROP COLUMN "version_testimonial_author";
  ALTER TABLE "media" DROP COLUMN "alt";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "projects" ADD COLUMN "testimonial_author" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_testimonial_author" varchar;
  ALTER TABLE "media" ADD COLUMN "alt" varchar;`)
  for (const statement of ALT_AND_AUTHOR_FROM_LOCALES) await db.execute(sql.raw(statement))
  await db.execute(sql`
   DROP TABLE "media_locales" CASCADE;
  ALTER TABLE "projects_locales" DROP COLUMN "testimonial_author";
  ALTER TABLE "_projects_v_locales" DROP COLUMN "version_testimonial_author";`)
}
