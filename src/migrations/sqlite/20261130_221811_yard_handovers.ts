import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`handovers_units\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`unit_id\` integer NOT NULL,
  	\`hour_meter\` numeric NOT NULL,
  	\`fuel\` text NOT NULL,
  	\`hours_used\` numeric,
  	FOREIGN KEY (\`unit_id\`) REFERENCES \`equipment_units\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`handovers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`handovers_units_order_idx\` ON \`handovers_units\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`handovers_units_parent_id_idx\` ON \`handovers_units\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`handovers_units_unit_idx\` ON \`handovers_units\` (\`unit_id\`);`)
  await db.run(sql`CREATE TABLE \`handovers_checklist\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text NOT NULL,
  	\`ok\` integer,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`handovers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`handovers_checklist_order_idx\` ON \`handovers_checklist\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`handovers_checklist_parent_id_idx\` ON \`handovers_checklist\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`handovers_charges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`damage\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`handovers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`handovers_charges_order_idx\` ON \`handovers_charges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`handovers_charges_parent_id_idx\` ON \`handovers_charges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`handovers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`kind\` text NOT NULL,
  	\`reservation_id\` integer NOT NULL,
  	\`recorded_at\` text NOT NULL,
  	\`recordedat_tz\` text,
  	\`day\` text NOT NULL,
  	\`recorded_by_id\` integer,
  	\`accessories\` text,
  	\`receiver_name\` text NOT NULL,
  	\`signature_id\` integer NOT NULL,
  	\`total\` numeric,
  	\`key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`reservation_id\`) REFERENCES \`reservations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`recorded_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`signature_id\`) REFERENCES \`yard_photos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`handovers_reservation_idx\` ON \`handovers\` (\`reservation_id\`);`)
  await db.run(sql`CREATE INDEX \`handovers_recorded_by_idx\` ON \`handovers\` (\`recorded_by_id\`);`)
  await db.run(sql`CREATE INDEX \`handovers_signature_idx\` ON \`handovers\` (\`signature_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`handovers_key_idx\` ON \`handovers\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`handovers_updated_at_idx\` ON \`handovers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`handovers_created_at_idx\` ON \`handovers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`handovers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`yard_photos_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`handovers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`yard_photos_id\`) REFERENCES \`yard_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`handovers_rels_order_idx\` ON \`handovers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`handovers_rels_parent_idx\` ON \`handovers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`handovers_rels_path_idx\` ON \`handovers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`handovers_rels_yard_photos_id_idx\` ON \`handovers_rels\` (\`yard_photos_id\`);`)
  await db.run(sql`CREATE TABLE \`yard_photos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`reservation_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`reservation_id\`) REFERENCES \`reservations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`yard_photos_key_idx\` ON \`yard_photos\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`yard_photos_reservation_idx\` ON \`yard_photos\` (\`reservation_id\`);`)
  await db.run(sql`CREATE INDEX \`yard_photos_updated_at_idx\` ON \`yard_photos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`yard_photos_created_at_idx\` ON \`yard_photos\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`yard_photos_filename_idx\` ON \`yard_photos\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_yard_checklists\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`category\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_yard_checklists_order_idx\` ON \`site_settings_yard_checklists\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_yard_checklists_parent_id_idx\` ON \`site_settings_yard_checklists\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_yard_checklists\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_yard_checklists_order_idx\` ON \`_site_settings_v_version_yard_checklists\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_yard_checklists_parent_id_idx\` ON \`_site_settings_v_version_yard_checklists\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`handovers_id\` integer REFERENCES handovers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`yard_photos_id\` integer REFERENCES yard_photos(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_handovers_id_idx\` ON \`payload_locked_documents_rels\` (\`handovers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_yard_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`yard_photos_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`yard_early_return\` text DEFAULT 'keep';`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_yard_early_return\` text DEFAULT 'keep';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // the tables that refer to others first: dropping a table deletes its rows, which SQLite
  // checks against the foreign keys of the tables still there (CI run 52)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`handovers_rels\`;`)
  await db.run(sql`DROP TABLE \`handovers_units\`;`)
  await db.run(sql`DROP TABLE \`handovers_checklist\`;`)
  await db.run(sql`DROP TABLE \`handovers_charges\`;`)
  await db.run(sql`DROP TABLE \`handovers\`;`)
  await db.run(sql`DROP TABLE \`yard_photos\`;`)
  await db.run(sql`DROP TABLE \`site_settings_yard_checklists\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_yard_checklists\`;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`departments_id\` integer,
  	\`equipment_id\` integer,
  	\`news_id\` integer,
  	\`pages_id\` integer,
  	\`projects_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`quote_requests_id\` integer,
  	\`subscribers_id\` integer,
  	\`page_views_id\` integer,
  	\`users_id\` integer,
  	\`equipment_units_id\` integer,
  	\`reservations_id\` integer,
  	\`unit_bookings_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`departments_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`equipment_id\`) REFERENCES \`equipment\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`quote_requests_id\`) REFERENCES \`quote_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_views_id\`) REFERENCES \`page_views\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`equipment_units_id\`) REFERENCES \`equipment_units\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reservations_id\`) REFERENCES \`reservations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`unit_bookings_id\`) REFERENCES \`unit_bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "departments_id", "equipment_id", "news_id", "pages_id", "projects_id", "media_id", "documents_id", "quote_requests_id", "subscribers_id", "page_views_id", "users_id", "equipment_units_id", "reservations_id", "unit_bookings_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "departments_id", "equipment_id", "news_id", "pages_id", "projects_id", "media_id", "documents_id", "quote_requests_id", "subscribers_id", "page_views_id", "users_id", "equipment_units_id", "reservations_id", "unit_bookings_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_departments_id_idx\` ON \`payload_locked_documents_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_equipment_id_idx\` ON \`payload_locked_documents_rels\` (\`equipment_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quote_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`quote_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_views_id_idx\` ON \`payload_locked_documents_rels\` (\`page_views_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_equipment_units_id_idx\` ON \`payload_locked_documents_rels\` (\`equipment_units_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reservations_id_idx\` ON \`payload_locked_documents_rels\` (\`reservations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_unit_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`unit_bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`yard_early_return\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_yard_early_return\`;`)
}
