import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Half days (#61): a machine's half-day price, a reservation's and a quote line's half, and the holds' bounds in
 * halves of days (rentals/booking.ts, dayBounds): a whole day d now runs from d to d + 0.5, so
 * every row written before ends half a day later. Down, a half day's hold becomes its whole day;
 * an afternoon whose unit's morning is held that day gives its hold up (its reservation takes it
 * again when next saved).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reservations_half_day" AS ENUM('morning', 'afternoon');
  CREATE TYPE "public"."enum_quote_requests_lines_half_day" AS ENUM('morning', 'afternoon');
  ALTER TABLE "quote_requests_lines" ADD COLUMN "half_day" "enum_quote_requests_lines_half_day";
  ALTER TABLE "equipment" ADD COLUMN "half_day_price" numeric;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_half_day_price" numeric;
  ALTER TABLE "reservations" ADD COLUMN "half_day" "enum_reservations_half_day";
  UPDATE "unit_bookings" SET "last_day" = "last_day" + 0.5;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "unit_bookings" a WHERE a."first_day" <> floor(a."first_day")
    AND EXISTS (SELECT 1 FROM "unit_bookings" b WHERE b."unit_id" = a."unit_id" AND b."id" <> a."id"
      AND b."first_day" <= a."first_day" AND b."last_day" >= a."first_day" - 0.5);
  UPDATE "unit_bookings" SET "first_day" = floor("first_day"), "last_day" = floor("last_day");
   ALTER TABLE "equipment" DROP COLUMN "half_day_price";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_half_day_price";
  ALTER TABLE "reservations" DROP COLUMN "half_day";
  DROP TYPE "public"."enum_reservations_half_day";
  ALTER TABLE "quote_requests_lines" DROP COLUMN "half_day";
  DROP TYPE "public"."enum_quote_requests_lines_half_day";`)
}
