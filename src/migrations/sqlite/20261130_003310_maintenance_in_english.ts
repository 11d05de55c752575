import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { MAINTENANCE_LOCALIZATION } from '@/platform/plugins/localizedGlobalsMigration'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`maintenance_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`estimated_time\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`maintenance\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`maintenance_locales_locale_parent_id_unique\` ON \`maintenance_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_maintenance_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_estimated_time\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_maintenance_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_maintenance_v_locales_locale_parent_id_unique\` ON \`_maintenance_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`maintenance_texts\` ADD \`locale\` text;`)
  await db.run(sql`CREATE INDEX \`maintenance_texts_locale_parent\` ON \`maintenance_texts\` (\`locale\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`_maintenance_v_texts\` ADD \`locale\` text;`)
  await db.run(sql`CREATE INDEX \`_maintenance_v_texts_locale_parent\` ON \`_maintenance_v_texts\` (\`locale\`,\`parent_id\`);`)
  for (const statement of MAINTENANCE_LOCALIZATION.toLocales) await db.run(sql.raw(statement))
  await db.run(sql`ALTER TABLE \`maintenance\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`maintenance\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`maintenance\` DROP COLUMN \`estimated_time\`;`)
  await db.run(sql`ALTER TABLE \`_maintenance_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_maintenance_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_maintenance_v\` DROP COLUMN \`version_estimated_time\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  for (const statement of MAINTENANCE_LOCALIZATION.dropOtherLanguages)
    await db.run(sql.raw(statement))
  await db.run(sql`DROP INDEX \`maintenance_texts_locale_parent\`;`)
  await db.run(sql`ALTER TABLE \`maintenance_texts\` DROP COLUMN \`locale\`;`)
  await db.run(sql`DROP INDEX \`_maintenance_v_texts_locale_parent\`;`)
  await db.run(sql`ALTER TABLE \`_maintenance_v_texts\` DROP COLUMN \`locale\`;`)
  await db.run(sql`ALTER TABLE \`maintenance\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`maintenance\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`maintenance\` ADD \`estimated_time\` text;`)
  await db.run(sql`ALTER TABLE \`_maintenance_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_maintenance_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_maintenance_v\` ADD \`version_estimated_time\` text;`)
  for (const statement of MAINTENANCE_LOCALIZATION.fromLocales) await db.run(sql.raw(statement))
  await db.run(sql`DROP TABLE \`maintenance_locales\`;`)
  await db.run(sql`DROP TABLE \`_maintenance_v_locales\`;`)
}
