import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`outgoing_emails\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`to\` text NOT NULL,
  	\`reply_to\` text,
  	\`subject\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`error\` text,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`sent_at\` text,
  	\`text\` text NOT NULL,
  	\`html\` text NOT NULL,
  	\`headers\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`outgoing_emails_to_idx\` ON \`outgoing_emails\` (\`to\`);`)
  await db.run(sql`CREATE INDEX \`outgoing_emails_kind_idx\` ON \`outgoing_emails\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`outgoing_emails_status_idx\` ON \`outgoing_emails\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`outgoing_emails_next_attempt_at_idx\` ON \`outgoing_emails\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`outgoing_emails_updated_at_idx\` ON \`outgoing_emails\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`outgoing_emails_created_at_idx\` ON \`outgoing_emails\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_texts_order_parent\` ON \`site_settings_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_texts_order_parent\` ON \`_site_settings_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`status\` text DEFAULT 'pending' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`confirmed_at\` text;`)
  await db.run(sql`CREATE INDEX \`subscribers_status_idx\` ON \`subscribers\` (\`status\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`outgoing_emails\`;`)
  await db.run(sql`DROP TABLE \`site_settings_texts\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_texts\`;`)
  await db.run(sql`DROP INDEX \`subscribers_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`status\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`confirmed_at\`;`)
}
