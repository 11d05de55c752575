import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`weekly_reports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`week\` text NOT NULL,
  	\`recipients\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`weekly_reports_week_idx\` ON \`weekly_reports\` (\`week\`);`)
  await db.run(sql`CREATE INDEX \`weekly_reports_updated_at_idx\` ON \`weekly_reports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`weekly_reports_created_at_idx\` ON \`weekly_reports\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`weekly_report\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`weekly_reports\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`weekly_report\`;`)
}
