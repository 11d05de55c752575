import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`departments\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`departments_deleted_at_idx\` ON \`departments\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_departments_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_deleted_at_idx\` ON \`_departments_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`equipment\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`equipment_deleted_at_idx\` ON \`equipment\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_deleted_at_idx\` ON \`_equipment_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`news_deleted_at_idx\` ON \`news\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_deleted_at_idx\` ON \`_news_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`media_deleted_at_idx\` ON \`media\` (\`deleted_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`departments_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`departments\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_departments_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`equipment_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`equipment\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_equipment_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`news_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_news_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`media_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`deleted_at\`;`)
}
