import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`section_hero_stats\` ADD \`live_count\` text;`)
  await db.run(sql`ALTER TABLE \`_section_hero_v_version_stats\` ADD \`live_count\` text;`)
  // a saved banner that kept the spec's « 5 Départements » tile now counts them (#41)
  await db.run(
    sql`UPDATE \`section_hero_stats\` SET \`live_count\` = 'departments' WHERE \`id\` = 'departements' AND \`value\` = '5';`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`section_hero_stats\` DROP COLUMN \`live_count\`;`)
  await db.run(sql`ALTER TABLE \`_section_hero_v_version_stats\` DROP COLUMN \`live_count\`;`)
}
