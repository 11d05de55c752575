import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Half days (#61): a machine's half-day price, a reservation's and a quote line's half, and the holds' bounds in
 * halves of days (rentals/booking.ts, dayBounds): a whole day d now runs from d to d + 0.5, so
 * every row written before ends half a day later. Down, a half day's hold becomes its whole day;
 * an afternoon whose unit's morning is held that day gives its hold up (its reservation takes it
 * again when next saved).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`equipment\` ADD \`half_day_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` ADD \`version_half_day_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`reservations\` ADD \`half_day\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests_lines\` ADD \`half_day\` text;`)
  // the triggers compare closed ranges: each row, moved alone, keeps clear of its unit's others
  await db.run(sql`UPDATE \`unit_bookings\` SET \`last_day\` = \`last_day\` + 0.5;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DELETE FROM \`unit_bookings\` AS a WHERE a.\`first_day\` <> CAST(a.\`first_day\` AS INTEGER)
    AND EXISTS (SELECT 1 FROM \`unit_bookings\` b WHERE b.\`unit_id\` = a.\`unit_id\` AND b.\`id\` <> a.\`id\`
      AND b.\`first_day\` <= a.\`first_day\` AND b.\`last_day\` >= a.\`first_day\` - 0.5);`)
  await db.run(sql`UPDATE \`unit_bookings\` SET \`first_day\` = CAST(\`first_day\` AS INTEGER), \`last_day\` = CAST(\`last_day\` AS INTEGER);`)
  await db.run(sql`ALTER TABLE \`equipment\` DROP COLUMN \`half_day_price\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` DROP COLUMN \`version_half_day_price\`;`)
  await db.run(sql`ALTER TABLE \`reservations\` DROP COLUMN \`half_day\`;`)
  await db.run(sql`ALTER TABLE \`quote_requests_lines\` DROP COLUMN \`half_day\`;`)
}
