import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { SLUGS_FROM_LOCALES, SLUGS_TO_LOCALES } from '@/platform/plugins/localizedContentMigration'

/**
 * #45: each language has its address. The slugs of machines, pages and projects (and their
 * versions') move into the `*_locales` tables, unique per language; every stored slug stays, as
 * the French one (src/platform/plugins/localizedContentMigration.ts). Going down, the French come back. A
 * department's address stays shared (the spec's short id).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX "equipment_slug_idx";
    DROP INDEX "_equipment_v_version_version_slug_idx";
    DROP INDEX "pages_slug_idx";
    DROP INDEX "_pages_v_version_version_slug_idx";
    DROP INDEX "projects_slug_idx";
    DROP INDEX "_projects_v_version_version_slug_idx";
    ALTER TABLE "equipment_locales" ADD COLUMN "slug" varchar;
    ALTER TABLE "_equipment_v_locales" ADD COLUMN "version_slug" varchar;
    ALTER TABLE "pages_locales" ADD COLUMN "slug" varchar;
    ALTER TABLE "_pages_v_locales" ADD COLUMN "version_slug" varchar;
    ALTER TABLE "projects_locales" ADD COLUMN "slug" varchar;
    ALTER TABLE "_projects_v_locales" ADD COLUMN "version_slug" varchar;
    CREATE UNIQUE INDEX "equipment_slug_idx" ON "equipment_locales" USING btree ("slug","_locale");
    CREATE INDEX "_equipment_v_version_version_slug_idx" ON "_equipment_v_locales" USING btree ("version_slug","_locale");
    CREATE UNIQUE INDEX "pages_slug_idx" ON "pages_locales" USING btree ("slug","_locale");
    CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v_locales" USING btree ("version_slug","_locale");
    CREATE UNIQUE INDEX "projects_slug_idx" ON "projects_locales" USING btree ("slug","_locale");
    CREATE INDEX "_projects_v_version_version_slug_idx" ON "_projects_v_locales" USING btree ("version_slug","_locale");`)
  for (const statement of SLUGS_TO_LOCALES) await db.execute(sql.raw(statement))
  await db.execute(sql`
    ALTER TABLE "equipment" DROP COLUMN "slug";
    ALTER TABLE "_equipment_v" DROP COLUMN "version_slug";
    ALTER TABLE "pages" DROP COLUMN "slug";
    ALTER TABLE "_pages_v" DROP COLUMN "version_slug";
    ALTER TABLE "projects" DROP COLUMN "slug";
    ALTER TABLE "_projects_v" DROP COLUMN "version_slug";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX "equipment_slug_idx";
    DROP INDEX "_equipment_v_version_version_slug_idx";
    DROP INDEX "pages_slug_idx";
    DROP INDEX "_pages_v_version_version_slug_idx";
    DROP INDEX "projects_slug_idx";
    DROP INDEX "_projects_v_version_version_slug_idx";
    ALTER TABLE "equipment" ADD COLUMN "slug" varchar;
    ALTER TABLE "_equipment_v" ADD COLUMN "version_slug" varchar;
    ALTER TABLE "pages" ADD COLUMN "slug" varchar;
    ALTER TABLE "_pages_v" ADD COLUMN "version_slug" varchar;
    ALTER TABLE "projects" ADD COLUMN "slug" varchar;
    ALTER TABLE "_projects_v" ADD COLUMN "version_slug" varchar;
    CREATE UNIQUE INDEX "equipment_slug_idx" ON "equipment" USING btree ("slug");
    CREATE INDEX "_equipment_v_version_version_slug_idx" ON "_equipment_v" USING btree ("version_slug");
    CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
    CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
    CREATE UNIQUE INDEX "projects_slug_idx" ON "projects" USING btree ("slug");
    CREATE INDEX "_projects_v_version_version_slug_idx" ON "_projects_v" USING btree ("version_slug");`)
  for (const statement of SLUGS_FROM_LOCALES) await db.execute(sql.raw(statement))
  await db.execute(sql`
    ALTER TABLE "equipment_locales" DROP COLUMN "slug";
    ALTER TABLE "_equipment_v_locales" DROP COLUMN "version_slug";
    ALTER TABLE "pages_locales" DROP COLUMN "slug";
    ALTER TABLE "_pages_v_locales" DROP COLUMN "version_slug";
    ALTER TABLE "projects_locales" DROP COLUMN "slug";
    ALTER TABLE "_projects_v_locales" DROP COLUMN "version_slug";`)
}
