import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quote_requests_choice_unit" AS ENUM('jour', 'semaine', 'mois', 'unite', 'forfait');
  ALTER TABLE "quote_requests" ADD COLUMN "choice_machine_id" integer;
  ALTER TABLE "quote_requests" ADD COLUMN "choice_quantity" numeric;
  ALTER TABLE "quote_requests" ADD COLUMN "choice_unit" "enum_quote_requests_choice_unit";
  ALTER TABLE "quote_requests" ADD COLUMN "choice_start_date" timestamp(3) with time zone;
  ALTER TABLE "quote_requests" ADD COLUMN "choice_estimate" numeric;
  ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_choice_machine_id_equipment_id_fk" FOREIGN KEY ("choice_machine_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "quote_requests_choice_choice_machine_idx" ON "quote_requests" USING btree ("choice_machine_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quote_requests" DROP CONSTRAINT "quote_requests_choice_machine_id_equipment_id_fk";
  
  DROP INDEX "quote_requests_choice_choice_machine_idx";
  ALTER TABLE "quote_requests" DROP COLUMN "choice_machine_id";
  ALTER TABLE "quote_requests" DROP COLUMN "choice_quantity";
  ALTER TABLE "quote_requests" DROP COLUMN "choice_unit";
  ALTER TABLE "quote_requests" DROP COLUMN "choice_start_date";
  ALTER TABLE "quote_requests" DROP COLUMN "choice_estimate";
  DROP TYPE "public"."enum_quote_requests_choice_unit";`)
}
