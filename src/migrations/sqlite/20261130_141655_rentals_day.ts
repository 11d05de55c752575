import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`reservations\` ADD \`holduntil_tz\` text;`)
  await db.run(sql`CREATE INDEX \`unit_lastDay_idx\` ON \`unit_bookings\` (\`unit_id\`,\`last_day\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`unit_lastDay_idx\`;`)
  await db.run(sql`ALTER TABLE \`reservations\` DROP COLUMN \`holduntil_tz\`;`)
}
