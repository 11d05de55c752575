import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`page_view_days\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`page_views\` numeric NOT NULL,
  	\`unique_visitors\` numeric NOT NULL,
  	\`visits\` numeric NOT NULL,
  	\`bounces\` numeric NOT NULL,
  	\`total_duration\` numeric NOT NULL,
  	\`sources\` text NOT NULL,
  	\`departments\` text NOT NULL,
  	\`pages\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_view_days_day_idx\` ON \`page_view_days\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`page_view_days_updated_at_idx\` ON \`page_view_days\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`page_view_days_created_at_idx\` ON \`page_view_days\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`page_view_days\`;`)
}
