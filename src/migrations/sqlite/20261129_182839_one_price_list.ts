import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import {
  RENTAL_CONDITIONS_BACK_TO_CALCULATOR,
  RENTAL_CONDITIONS_TO_SETTINGS,
} from '@/platform/plugins/rentalConditionsMigration'
import { keepingReferences } from '@/platform/plugins/sqliteRebuild'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings_texts\` ADD \`locale\` text;`)
  // the calculator's conditions become the settings' rental conditions before their table goes
  for (const statement of RENTAL_CONDITIONS_TO_SETTINGS) await db.run(sql.raw(statement))
  await db.run(sql`DROP TABLE \`section_quote_calculator_texts\`;`)
  await db.run(sql`DROP TABLE \`_section_quote_calculator_v_texts\`;`)
  await db.run(sql`ALTER TABLE \`equipment\` ADD \`weekly_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`equipment\` ADD \`monthly_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` ADD \`version_weekly_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` ADD \`version_monthly_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`section_quote_calculator_equipments\` ADD \`machine_id\` integer REFERENCES equipment(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`section_quote_calculator_equipments\` ADD \`own_rates\` integer;`)
  await db.run(sql`CREATE INDEX \`section_quote_calculator_equipments_machine_idx\` ON \`section_quote_calculator_equipments\` (\`machine_id\`);`)
  await db.run(sql`ALTER TABLE \`_section_quote_calculator_v_version_equipments\` ADD \`machine_id\` integer REFERENCES equipment(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_section_quote_calculator_v_version_equipments\` ADD \`own_rates\` integer;`)
  await db.run(sql`CREATE INDEX \`_section_quote_calculator_v_version_equipments_machine_idx\` ON \`_section_quote_calculator_v_version_equipments\` (\`machine_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_texts_locale_parent\` ON \`site_settings_texts\` (\`locale\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`_site_settings_v_texts\` ADD \`locale\` text;`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_texts_locale_parent\` ON \`_site_settings_v_texts\` (\`locale\`,\`parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`section_quote_calculator_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	\`locale\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`section_quote_calculator\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`section_quote_calculator_texts_order_parent\` ON \`section_quote_calculator_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`section_quote_calculator_texts_locale_parent\` ON \`section_quote_calculator_texts\` (\`locale\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_quote_calculator_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	\`locale\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_section_quote_calculator_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_section_quote_calculator_v_texts_order_parent\` ON \`_section_quote_calculator_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_section_quote_calculator_v_texts_locale_parent\` ON \`_section_quote_calculator_v_texts\` (\`locale\`,\`parent_id\`);`)
  // the settings' rental conditions go back to the calculator before their column goes
  for (const statement of RENTAL_CONDITIONS_BACK_TO_CALCULATOR) await db.run(sql.raw(statement))
  // each list rebuilt without its machine, its rows' translations kept (src/platform/plugins/sqliteRebuild.ts)
  await keepingReferences(db, 'section_quote_calculator_equipments', async () => {
    await db.run(sql`CREATE TABLE \`__new_section_quote_calculator_equipments\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`category\` text,
    	\`daily\` numeric NOT NULL,
    	\`weekly\` numeric,
    	\`monthly\` numeric,
    	\`is_active\` integer DEFAULT true,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_quote_calculator\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_section_quote_calculator_equipments\`("_order", "_parent_id", "id", "category", "daily", "weekly", "monthly", "is_active") SELECT "_order", "_parent_id", "id", "category", "daily", "weekly", "monthly", "is_active" FROM \`section_quote_calculator_equipments\`;`)
    await db.run(sql`DROP TABLE \`section_quote_calculator_equipments\`;`)
    await db.run(sql`ALTER TABLE \`__new_section_quote_calculator_equipments\` RENAME TO \`section_quote_calculator_equipments\`;`)
  })
  await db.run(sql`CREATE INDEX \`section_quote_calculator_equipments_order_idx\` ON \`section_quote_calculator_equipments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`section_quote_calculator_equipments_parent_id_idx\` ON \`section_quote_calculator_equipments\` (\`_parent_id\`);`)
  await keepingReferences(db, '_section_quote_calculator_v_version_equipments', async () => {
    await db.run(sql`CREATE TABLE \`__new__section_quote_calculator_v_version_equipments\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`category\` text,
    	\`daily\` numeric NOT NULL,
    	\`weekly\` numeric,
    	\`monthly\` numeric,
    	\`is_active\` integer DEFAULT true,
    	\`_uuid\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_quote_calculator_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new__section_quote_calculator_v_version_equipments\`("_order", "_parent_id", "id", "category", "daily", "weekly", "monthly", "is_active", "_uuid") SELECT "_order", "_parent_id", "id", "category", "daily", "weekly", "monthly", "is_active", "_uuid" FROM \`_section_quote_calculator_v_version_equipments\`;`)
    await db.run(sql`DROP TABLE \`_section_quote_calculator_v_version_equipments\`;`)
    await db.run(sql`ALTER TABLE \`__new__section_quote_calculator_v_version_equipments\` RENAME TO \`_section_quote_calculator_v_version_equipments\`;`)
  })
  await db.run(sql`CREATE INDEX \`_section_quote_calculator_v_version_equipments_order_idx\` ON \`_section_quote_calculator_v_version_equipments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_section_quote_calculator_v_version_equipments_parent_id_idx\` ON \`_section_quote_calculator_v_version_equipments\` (\`_parent_id\`);`)
  await db.run(sql`DROP INDEX \`site_settings_texts_locale_parent\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_texts\` DROP COLUMN \`locale\`;`)
  await db.run(sql`DROP INDEX \`_site_settings_v_texts_locale_parent\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v_texts\` DROP COLUMN \`locale\`;`)
  await db.run(sql`ALTER TABLE \`equipment\` DROP COLUMN \`weekly_price\`;`)
  await db.run(sql`ALTER TABLE \`equipment\` DROP COLUMN \`monthly_price\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` DROP COLUMN \`version_weekly_price\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` DROP COLUMN \`version_monthly_price\`;`)
}
