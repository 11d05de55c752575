import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Maintenance from hours (#62): a machine's service interval, a unit's meter at its last
 * service; a unit whose meter ran the interval since is flagged on the planning and the dashboard.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`equipment\` ADD \`service_interval_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` ADD \`version_service_interval_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`equipment_units\` ADD \`last_service_hours\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`equipment\` DROP COLUMN \`service_interval_hours\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` DROP COLUMN \`version_service_interval_hours\`;`)
  await db.run(sql`ALTER TABLE \`equipment_units\` DROP COLUMN \`last_service_hours\`;`)
}
