import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import {
  RENTAL_CONDITIONS_BACK_TO_CALCULATOR,
  RENTAL_CONDITIONS_TO_SETTINGS,
} from '@/platform/plugins/rentalConditionsMigration'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings_texts" ADD COLUMN "locale" "_locales";`)
  // the calculator's conditions become the settings' rental conditions before their table goes
  for (const statement of RENTAL_CONDITIONS_TO_SETTINGS) await db.execute(sql.raw(statement))
  await db.execute(sql`
   ALTER TABLE "section_quote_calculator_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_section_quote_calculator_v_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "section_quote_calculator_texts" CASCADE;
  DROP TABLE "_section_quote_calculator_v_texts" CASCADE;
  ALTER TABLE "equipment" ADD COLUMN "weekly_price" numeric;
  ALTER TABLE "equipment" ADD COLUMN "monthly_price" numeric;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_weekly_price" numeric;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_monthly_price" numeric;
  ALTER TABLE "section_quote_calculator_equipments" ADD COLUMN "machine_id" integer;
  ALTER TABLE "section_quote_calculator_equipments" ADD COLUMN "own_rates" boolean;
  ALTER TABLE "_section_quote_calculator_v_version_equipments" ADD COLUMN "machine_id" integer;
  ALTER TABLE "_section_quote_calculator_v_version_equipments" ADD COLUMN "own_rates" boolean;
  ALTER TABLE "_site_settings_v_texts" ADD COLUMN "locale" "_locales";
  ALTER TABLE "section_quote_calculator_equipments" ADD CONSTRAINT "section_quote_calculator_equipments_machine_id_equipment_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_section_quote_calculator_v_version_equipments" ADD CONSTRAINT "_section_quote_calculator_v_version_equipments_machine_id_equipment_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "section_quote_calculator_equipments_machine_idx" ON "section_quote_calculator_equipments" USING btree ("machine_id");
  CREATE INDEX "_section_quote_calculator_v_version_equipments_machine_idx" ON "_section_quote_calculator_v_version_equipments" USING btree ("machine_id");
  CREATE INDEX "site_settings_texts_locale_parent" ON "site_settings_texts" USING btree ("locale","parent_id");
  CREATE INDEX "_site_settings_v_texts_locale_parent" ON "_site_settings_v_texts" USING btree ("locale","parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "section_quote_calculator_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar,
  	"locale" "_locales"
  );
  
  CREATE TABLE "_section_quote_calculator_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar,
  	"locale" "_locales"
  );
  
  `)
  // the settings' rental conditions go back to the calculator before their column goes
  for (const statement of RENTAL_CONDITIONS_BACK_TO_CALCULATOR) await db.execute(sql.raw(statement))
  await db.execute(sql`
  ALTER TABLE "section_quote_calculator_equipments" DROP CONSTRAINT "section_quote_calculator_equipments_machine_id_equipment_id_fk";
  
  ALTER TABLE "_section_quote_calculator_v_version_equipments" DROP CONSTRAINT "_section_quote_calculator_v_version_equipments_machine_id_equipment_id_fk";
  
  DROP INDEX "section_quote_calculator_equipments_machine_idx";
  DROP INDEX "_section_quote_calculator_v_version_equipments_machine_idx";
  DROP INDEX "site_settings_texts_locale_parent";
  DROP INDEX "_site_settings_v_texts_locale_parent";
  ALTER TABLE "section_quote_calculator_texts" ADD CONSTRAINT "section_quote_calculator_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."section_quote_calculator"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_quote_calculator_v_texts" ADD CONSTRAINT "_section_quote_calculator_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_section_quote_calculator_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "section_quote_calculator_texts_order_parent" ON "section_quote_calculator_texts" USING btree ("order","parent_id");
  CREATE INDEX "section_quote_calculator_texts_locale_parent" ON "section_quote_calculator_texts" USING btree ("locale","parent_id");
  CREATE INDEX "_section_quote_calculator_v_texts_order_parent" ON "_section_quote_calculator_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_section_quote_calculator_v_texts_locale_parent" ON "_section_quote_calculator_v_texts" USING btree ("locale","parent_id");
  ALTER TABLE "equipment" DROP COLUMN "weekly_price";
  ALTER TABLE "equipment" DROP COLUMN "monthly_price";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_weekly_price";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_monthly_price";
  ALTER TABLE "section_quote_calculator_equipments" DROP COLUMN "machine_id";
  ALTER TABLE "section_quote_calculator_equipments" DROP COLUMN "own_rates";
  ALTER TABLE "_section_quote_calculator_v_version_equipments" DROP COLUMN "machine_id";
  ALTER TABLE "_section_quote_calculator_v_version_equipments" DROP COLUMN "own_rates";
  ALTER TABLE "site_settings_texts" DROP COLUMN "locale";
  ALTER TABLE "_site_settings_v_texts" DROP COLUMN "locale";`)
}
