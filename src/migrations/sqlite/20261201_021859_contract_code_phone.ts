import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/** The phone the contract's code also went to by SMS, kept with the evidence (#62). */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`contracts\` ADD \`code_phone\` text;`)
  await db.run(sql`ALTER TABLE \`contract_acceptances\` ADD \`phone\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`contracts\` DROP COLUMN \`code_phone\`;`)
  await db.run(sql`ALTER TABLE \`contract_acceptances\` DROP COLUMN \`phone\`;`)
}
