import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * A machine's department (#61): the planning's filter. Optional: machines without one show under
 * « Tous ».
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`equipment\` ADD \`department_id\` integer REFERENCES departments(id);`)
  await db.run(sql`CREATE INDEX \`equipment_department_idx\` ON \`equipment\` (\`department_id\`);`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` ADD \`version_department_id\` integer REFERENCES departments(id);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_department_idx\` ON \`_equipment_v\` (\`version_department_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // the columns dropped where they are: drizzle's copy of the table would drop the old one, whose
  // rows' cascade empties their languages' table (equipment_locales) with the foreign keys on
  await db.run(sql`DROP INDEX \`_equipment_v_version_version_department_idx\`;`)
  await db.run(sql`DROP INDEX \`equipment_department_idx\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` DROP COLUMN \`version_department_id\`;`)
  await db.run(sql`ALTER TABLE \`equipment\` DROP COLUMN \`department_id\`;`)
}
