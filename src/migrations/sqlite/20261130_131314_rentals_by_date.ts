import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`equipment_units_blocks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`reason\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`equipment_units\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`equipment_units_blocks_order_idx\` ON \`equipment_units_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`equipment_units_blocks_parent_id_idx\` ON \`equipment_units_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_units_blocks_from_idx\` ON \`equipment_units_blocks\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`equipment_units_blocks_to_idx\` ON \`equipment_units_blocks\` (\`to\`);`)
  await db.run(sql`CREATE TABLE \`equipment_units\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`equipment_id\` integer NOT NULL,
  	\`fleet_number\` text NOT NULL,
  	\`serial\` text,
  	\`year\` numeric,
  	\`hour_meter\` numeric,
  	\`state\` text DEFAULT 'in-service' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`equipment_id\`) REFERENCES \`equipment\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`equipment_units_equipment_idx\` ON \`equipment_units\` (\`equipment_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`equipment_units_fleet_number_idx\` ON \`equipment_units\` (\`fleet_number\`);`)
  await db.run(sql`CREATE INDEX \`equipment_units_updated_at_idx\` ON \`equipment_units\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`equipment_units_created_at_idx\` ON \`equipment_units\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`reservations_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`equipment_id\` integer NOT NULL,
  	\`quantity\` numeric DEFAULT 1 NOT NULL,
  	FOREIGN KEY (\`equipment_id\`) REFERENCES \`equipment\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reservations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reservations_lines_order_idx\` ON \`reservations_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reservations_lines_parent_id_idx\` ON \`reservations_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_lines_equipment_idx\` ON \`reservations_lines\` (\`equipment_id\`);`)
  await db.run(sql`CREATE TABLE \`reservations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`start_date\` text NOT NULL,
  	\`end_date\` text NOT NULL,
  	\`status\` text DEFAULT 'option' NOT NULL,
  	\`hold_until\` text,
  	\`customer_name\` text NOT NULL,
  	\`customer_company\` text,
  	\`customer_phone\` text,
  	\`customer_email\` text,
  	\`quote_request_id\` integer,
  	\`delivery\` text DEFAULT 'yard',
  	\`site_address\` text,
  	\`operator\` integer DEFAULT false,
  	\`notes\` text,
  	\`booking_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`quote_request_id\`) REFERENCES \`quote_requests\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`reservations_start_date_idx\` ON \`reservations\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`reservations_end_date_idx\` ON \`reservations\` (\`end_date\`);`)
  await db.run(sql`CREATE INDEX \`reservations_quote_request_idx\` ON \`reservations\` (\`quote_request_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_booking_key_idx\` ON \`reservations\` (\`booking_key\`);`)
  await db.run(sql`CREATE INDEX \`reservations_updated_at_idx\` ON \`reservations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reservations_created_at_idx\` ON \`reservations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`reservations_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`equipment_units_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`reservations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`equipment_units_id\`) REFERENCES \`equipment_units\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reservations_rels_order_idx\` ON \`reservations_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`reservations_rels_parent_idx\` ON \`reservations_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_rels_path_idx\` ON \`reservations_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`reservations_rels_equipment_units_id_idx\` ON \`reservations_rels\` (\`equipment_units_id\`);`)
  await db.run(sql`CREATE TABLE \`unit_bookings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`unit_id\` integer NOT NULL,
  	\`booking_key\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`first_day\` numeric NOT NULL,
  	\`last_day\` numeric NOT NULL,
  	\`holds_until\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`unit_id\`) REFERENCES \`equipment_units\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`unit_bookings_unit_idx\` ON \`unit_bookings\` (\`unit_id\`);`)
  await db.run(sql`CREATE INDEX \`unit_bookings_booking_key_idx\` ON \`unit_bookings\` (\`booking_key\`);`)
  await db.run(sql`CREATE INDEX \`unit_bookings_first_day_idx\` ON \`unit_bookings\` (\`first_day\`);`)
  await db.run(sql`CREATE INDEX \`unit_bookings_last_day_idx\` ON \`unit_bookings\` (\`last_day\`);`)
  await db.run(sql`CREATE INDEX \`unit_bookings_updated_at_idx\` ON \`unit_bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`unit_bookings_created_at_idx\` ON \`unit_bookings\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`equipment\` ADD \`buffer_before\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`equipment\` ADD \`buffer_after\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` ADD \`version_buffer_before\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` ADD \`version_buffer_after\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`equipment_units_id\` integer REFERENCES equipment_units(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`reservations_id\` integer REFERENCES reservations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`unit_bookings_id\` integer REFERENCES unit_bookings(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_equipment_units_id_idx\` ON \`payload_locked_documents_rels\` (\`equipment_units_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reservations_id_idx\` ON \`payload_locked_documents_rels\` (\`reservations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_unit_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`unit_bookings_id\`);`)

  // #61: the database refuses two holds of one unit whose days meet (SQLite's writers take turns,
  // so the check and the write cannot interleave); src/features/rentals/booking.ts
  await db.run(sql`CREATE TRIGGER \`unit_bookings_no_overlap_insert\` BEFORE INSERT ON \`unit_bookings\`
  WHEN EXISTS (SELECT 1 FROM \`unit_bookings\` AS b WHERE b.\`unit_id\` = NEW.\`unit_id\`
    AND b.\`first_day\` <= NEW.\`last_day\` AND b.\`last_day\` >= NEW.\`first_day\`)
  BEGIN SELECT RAISE(ABORT, 'unit_bookings_no_overlap'); END;`)
  await db.run(sql`CREATE TRIGGER \`unit_bookings_no_overlap_update\` BEFORE UPDATE ON \`unit_bookings\`
  WHEN EXISTS (SELECT 1 FROM \`unit_bookings\` AS b WHERE b.\`id\` <> NEW.\`id\` AND b.\`unit_id\` = NEW.\`unit_id\`
    AND b.\`first_day\` <= NEW.\`last_day\` AND b.\`last_day\` >= NEW.\`first_day\`)
  BEGIN SELECT RAISE(ABORT, 'unit_bookings_no_overlap'); END;`)
  // each machine for rent gets as many units as its typed « Unités disponibles » (500 at most)
  await db.run(sql`WITH RECURSIVE \`n\`(\`i\`) AS (SELECT 1 UNION ALL SELECT \`i\` + 1 FROM \`n\` WHERE \`i\` < 500)
  INSERT INTO \`equipment_units\` (\`equipment_id\`, \`fleet_number\`, \`state\`)
  SELECT e.\`id\`, 'PARC-' || e.\`id\` || '-' || printf('%02d', n.\`i\`), 'in-service'
  FROM \`equipment\` AS e JOIN \`n\` ON n.\`i\` <= CAST(e.\`available\` AS integer)
  WHERE e.\`deleted_at\` IS NULL AND coalesce(e.\`for_rent\`, 1) <> 0 AND e.\`available\` >= 1;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // the tables that refer to others first: dropping a table deletes its rows, which SQLite
  // checks against the foreign keys of the tables still there
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`unit_bookings\`;`)
  await db.run(sql`DROP TABLE \`reservations_rels\`;`)
  await db.run(sql`DROP TABLE \`reservations_lines\`;`)
  await db.run(sql`DROP TABLE \`reservations\`;`)
  await db.run(sql`DROP TABLE \`equipment_units_blocks\`;`)
  await db.run(sql`DROP TABLE \`equipment_units\`;`)
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
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "departments_id", "equipment_id", "news_id", "pages_id", "projects_id", "media_id", "documents_id", "quote_requests_id", "subscribers_id", "page_views_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "departments_id", "equipment_id", "news_id", "pages_id", "projects_id", "media_id", "documents_id", "quote_requests_id", "subscribers_id", "page_views_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`ALTER TABLE \`equipment\` DROP COLUMN \`buffer_before\`;`)
  await db.run(sql`ALTER TABLE \`equipment\` DROP COLUMN \`buffer_after\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` DROP COLUMN \`version_buffer_before\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` DROP COLUMN \`version_buffer_after\`;`)
}
