import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_section_hero_stats_live_count" AS ENUM('departments', 'equipment');
  CREATE TYPE "public"."enum__section_hero_v_version_stats_live_count" AS ENUM('departments', 'equipment');
  ALTER TABLE "section_hero_stats" ADD COLUMN "live_count" "enum_section_hero_stats_live_count";
  ALTER TABLE "_section_hero_v_version_stats" ADD COLUMN "live_count" "enum__section_hero_v_version_stats_live_count";`)
  // a saved banner that kept the spec's « 5 Départements » tile now counts them (#41)
  await db.execute(
    sql`UPDATE "section_hero_stats" SET "live_count" = 'departments' WHERE "id" = 'departements' AND "value" = '5';`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "section_hero_stats" DROP COLUMN "live_count";
  ALTER TABLE "_section_hero_v_version_stats" DROP COLUMN "live_count";
  DROP TYPE "public"."enum_section_hero_stats_live_count";
  DROP TYPE "public"."enum__section_hero_v_version_stats_live_count";`)
}
