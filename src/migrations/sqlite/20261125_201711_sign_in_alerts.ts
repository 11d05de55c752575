import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`login_alerts\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`known_sign_ins\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`login_alerts\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`known_sign_ins\`;`)
}
