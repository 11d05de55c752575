import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`departments\` ADD \`generate_slug\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` ADD \`version_generate_slug\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`equipment\` ADD \`generate_slug\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` ADD \`version_generate_slug\` integer DEFAULT true;`)
  // a stored slug is an address in use: it is not regenerated from the name on the next save
  await db.run(sql`UPDATE \`departments\` SET \`generate_slug\` = false;`)
  await db.run(sql`UPDATE \`_departments_v\` SET \`version_generate_slug\` = false;`)
  await db.run(sql`UPDATE \`equipment\` SET \`generate_slug\` = false;`)
  await db.run(sql`UPDATE \`_equipment_v\` SET \`version_generate_slug\` = false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`departments\` DROP COLUMN \`generate_slug\`;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` DROP COLUMN \`version_generate_slug\`;`)
  await db.run(sql`ALTER TABLE \`equipment\` DROP COLUMN \`generate_slug\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` DROP COLUMN \`version_generate_slug\`;`)
}
