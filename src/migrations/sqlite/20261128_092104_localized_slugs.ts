import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { SLUGS_FROM_LOCALES, SLUGS_TO_LOCALES } from '@/platform/plugins/localizedContentMigration'

/**
 * #45: each language has its address. The slugs of machines, pages and projects (and their
 * versions') move into the `*_locales` tables, unique per language; every stored slug stays, as
 * the French one (src/platform/plugins/localizedContentMigration.ts). Going down, the French come back. A
 * department's address stays shared (the spec's short id).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`equipment_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`equipment_locales\` ADD \`slug\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`equipment_slug_idx\` ON \`equipment_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`DROP INDEX \`_equipment_v_version_version_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v_locales\` ADD \`version_slug\` text;`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_slug_idx\` ON \`_equipment_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`DROP INDEX \`pages_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`slug\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`DROP INDEX \`_pages_v_version_version_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_slug\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`DROP INDEX \`projects_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`projects_locales\` ADD \`slug\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_slug_idx\` ON \`projects_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`DROP INDEX \`_projects_v_version_version_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_locales\` ADD \`version_slug\` text;`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_slug_idx\` ON \`_projects_v_locales\` (\`version_slug\`,\`_locale\`);`)
  for (const statement of SLUGS_TO_LOCALES) await db.run(sql.raw(statement))
  await db.run(sql`ALTER TABLE \`equipment\` DROP COLUMN \`slug\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` DROP COLUMN \`version_slug\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`slug\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_slug\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`slug\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version_slug\`;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`equipment_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`equipment\` ADD \`slug\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`equipment_slug_idx\` ON \`equipment\` (\`slug\`);`)
  await db.run(sql`DROP INDEX \`_equipment_v_version_version_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` ADD \`version_slug\` text;`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_slug_idx\` ON \`_equipment_v\` (\`version_slug\`);`)
  await db.run(sql`DROP INDEX \`pages_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`slug\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`DROP INDEX \`_pages_v_version_version_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_slug\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`DROP INDEX \`projects_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`slug\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_slug_idx\` ON \`projects\` (\`slug\`);`)
  await db.run(sql`DROP INDEX \`_projects_v_version_version_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_slug\` text;`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_slug_idx\` ON \`_projects_v\` (\`version_slug\`);`)
  for (const statement of SLUGS_FROM_LOCALES) await db.run(sql.raw(statement))
  await db.run(sql`ALTER TABLE \`equipment_locales\` DROP COLUMN \`slug\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v_locales\` DROP COLUMN \`version_slug\`;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` DROP COLUMN \`slug\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` DROP COLUMN \`version_slug\`;`)
  await db.run(sql`ALTER TABLE \`projects_locales\` DROP COLUMN \`slug\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_locales\` DROP COLUMN \`version_slug\`;`)
}
