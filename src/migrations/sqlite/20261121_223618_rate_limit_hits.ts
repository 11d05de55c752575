import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`rate_limit_hits\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`reset_at\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`rate_limit_hits_key_idx\` ON \`rate_limit_hits\` (\`key\`);`)
  await db.run(
    sql`CREATE INDEX \`rate_limit_hits_reset_at_idx\` ON \`rate_limit_hits\` (\`reset_at\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`rate_limit_hits\`;`)
}
