import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import {
  ALT_AND_AUTHOR_FROM_LOCALES,
  ALT_AND_AUTHOR_TO_LOCALES,
} from '@/platform/plugins/localizedContentMigration'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`projects_locales\` ADD \`testimonial_author\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_locales\` ADD \`version_testimonial_author\` text;`)
  for (const statement of ALT_AND_AUTHOR_TO_LOCALES) await db.run(sql.raw(statement))
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`testimonial_author\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version_testimonial_author\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`alt\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`projects\` ADD \`testimonial_author\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_testimonial_author\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`alt\` text;`)
  for (const statement of ALT_AND_AUTHOR_FROM_LOCALES) await db.run(sql.raw(statement))
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`ALTER TABLE \`projects_locales\` DROP COLUMN \`testimonial_author\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_locales\` DROP COLUMN \`version_testimonial_author\`;`)
}
