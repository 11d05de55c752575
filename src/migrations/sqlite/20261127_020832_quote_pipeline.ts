import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`quote_requests_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`machine_id\` integer,
  	\`label\` text,
  	\`quantity\` numeric DEFAULT 1 NOT NULL,
  	\`unit\` text DEFAULT 'jour' NOT NULL,
  	\`unit_price\` numeric,
  	FOREIGN KEY (\`machine_id\`) REFERENCES \`equipment\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quote_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quote_requests_lines_order_idx\` ON \`quote_requests_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_lines_parent_id_idx\` ON \`quote_requests_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_lines_machine_idx\` ON \`quote_requests_lines\` (\`machine_id\`);`)
  await db.run(sql`CREATE TABLE \`quote_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`request_id\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`summary\` text NOT NULL,
  	\`actor\` text NOT NULL,
  	\`user_id\` integer,
  	\`data\` text,
  	\`once_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`request_id\`) REFERENCES \`quote_requests\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`quote_events_request_idx\` ON \`quote_events\` (\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`quote_events_user_idx\` ON \`quote_events\` (\`user_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`quote_events_once_key_idx\` ON \`quote_events\` (\`once_key\`);`)
  await db.run(sql`CREATE INDEX \`quote_events_updated_at_idx\` ON \`quote_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`quote_events_created_at_idx\` ON \`quote_events\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`amount\` numeric;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`notes\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`quote_version\` numeric;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`quote_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`quote_sentat_tz\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`quote_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`quote_validuntil_tz\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`quote_vat_rate\` numeric;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`quote_total_h_t\` numeric;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`quote_vat\` numeric;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`quote_total_t_t_c\` numeric;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`quote_lines\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`quote_conditions\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`quote_accepted_at\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`quote_acceptedat_tz\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`quote_accepted_by\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`quote_refused_at\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`quote_refusedat_tz\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`quote_refusal_reason\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`stage\` text DEFAULT 'new';`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`lost_reason\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`owner_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`next_action_at\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`nextactionat_tz\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`next_action_note\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`access_token\` text;`)
  await db.run(sql`CREATE INDEX \`quote_requests_stage_idx\` ON \`quote_requests\` (\`stage\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_owner_idx\` ON \`quote_requests\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_next_action_at_idx\` ON \`quote_requests\` (\`next_action_at\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`whatsapp_number\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`quote_vat_rate\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`quote_validity_days\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`quote_conditions\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_whatsapp_number\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_quote_vat_rate\` numeric;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_quote_validity_days\` numeric;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_quote_conditions\` text;`)
  // a request already answered is past the pipeline's first stage
  await db.run(sql`UPDATE \`quote_requests\` SET \`stage\` = 'qualified' WHERE \`status\` = 'replied';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`quote_requests_lines\`;`)
  await db.run(sql`DROP TABLE \`quote_events\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_quote_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`company\` text,
  	\`subject\` text,
  	\`service\` text,
  	\`budget\` text,
  	\`equipment\` text,
  	\`message\` text NOT NULL,
  	\`newsletter\` integer DEFAULT false,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quote_requests\`("id", "name", "email", "phone", "company", "subject", "service", "budget", "equipment", "message", "newsletter", "status", "updated_at", "created_at") SELECT "id", "name", "email", "phone", "company", "subject", "service", "budget", "equipment", "message", "newsletter", "status", "updated_at", "created_at" FROM \`quote_requests\`;`)
  await db.run(sql`DROP TABLE \`quote_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_quote_requests\` RENAME TO \`quote_requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`quote_requests_updated_at_idx\` ON \`quote_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_created_at_idx\` ON \`quote_requests\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`whatsapp_number\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`quote_vat_rate\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`quote_validity_days\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`quote_conditions\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_whatsapp_number\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_quote_vat_rate\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_quote_validity_days\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_quote_conditions\`;`)
}
