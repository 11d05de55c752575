import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`rental_snapshots\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`rented_equipment\` numeric NOT NULL,
  	\`estimated_monthly_revenue\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`rental_snapshots_day_idx\` ON \`rental_snapshots\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`rental_snapshots_updated_at_idx\` ON \`rental_snapshots\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rental_snapshots_created_at_idx\` ON \`rental_snapshots\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`rental_snapshots\`;`)
}
