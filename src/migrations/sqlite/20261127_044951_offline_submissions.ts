import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`submission_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`quote_requests_submission_key_idx\` ON \`quote_requests\` (\`submission_key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`quote_requests_submission_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` DROP COLUMN \`submission_key\`;`)
}
