import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { keepingReferences } from '@/platform/plugins/sqliteRebuild'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`outgoing_emails\` ADD \`attachments\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`tax_id\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`trade_register\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`bank_name\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`bank_account\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`stamp_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`site_settings_stamp_idx\` ON \`site_settings\` (\`stamp_id\`);`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_tax_id\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_trade_register\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_bank_name\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_bank_account\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_stamp_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_stamp_idx\` ON \`_site_settings_v\` (\`version_stamp_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // each table rebuilt without the stamp's key, its translations kept (src/platform/plugins/sqliteRebuild.ts)
  await keepingReferences(db, 'site_settings', async () => {
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`contact_phone\` text,
  	\`contact_email\` text,
  	\`contact_address\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`whatsapp_number\` text,
  	\`quote_vat_rate\` numeric,
  	\`quote_validity_days\` numeric,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "contact_phone", "contact_email", "contact_address", "latitude", "longitude", "whatsapp_number", "quote_vat_rate", "quote_validity_days", "updated_at", "created_at") SELECT "id", "contact_phone", "contact_email", "contact_address", "latitude", "longitude", "whatsapp_number", "quote_vat_rate", "quote_validity_days", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  })
  await keepingReferences(db, '_site_settings_v', async () => {
  await db.run(sql`CREATE TABLE \`__new__site_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_contact_phone\` text,
  	\`version_contact_email\` text,
  	\`version_contact_address\` text,
  	\`version_latitude\` numeric,
  	\`version_longitude\` numeric,
  	\`version_whatsapp_number\` text,
  	\`version_quote_vat_rate\` numeric,
  	\`version_quote_validity_days\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__site_settings_v\`("id", "version_contact_phone", "version_contact_email", "version_contact_address", "version_latitude", "version_longitude", "version_whatsapp_number", "version_quote_vat_rate", "version_quote_validity_days", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_contact_phone", "version_contact_email", "version_contact_address", "version_latitude", "version_longitude", "version_whatsapp_number", "version_quote_vat_rate", "version_quote_validity_days", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__site_settings_v\` RENAME TO \`_site_settings_v\`;`)
  })
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`outgoing_emails\` DROP COLUMN \`attachments\`;`)
}
