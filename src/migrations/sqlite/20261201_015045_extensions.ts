import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/** A customer's asks to keep the machines longer, and the team's answers (#62). */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`extensions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`reservation_id\` integer NOT NULL,
  	\`status\` text NOT NULL,
  	\`end_before\` text NOT NULL,
  	\`asked_end\` text NOT NULL,
  	\`free_until\` text,
  	\`proposed_end\` text,
  	\`price\` numeric,
  	\`asked_at\` text NOT NULL,
  	\`askedat_tz\` text,
  	\`answered_at\` text,
  	\`answeredat_tz\` text,
  	\`answered_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`reservation_id\`) REFERENCES \`reservations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`answered_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`extensions_reservation_idx\` ON \`extensions\` (\`reservation_id\`);`)
  await db.run(sql`CREATE INDEX \`extensions_end_before_idx\` ON \`extensions\` (\`end_before\`);`)
  await db.run(sql`CREATE INDEX \`extensions_asked_end_idx\` ON \`extensions\` (\`asked_end\`);`)
  await db.run(sql`CREATE INDEX \`extensions_free_until_idx\` ON \`extensions\` (\`free_until\`);`)
  await db.run(sql`CREATE INDEX \`extensions_proposed_end_idx\` ON \`extensions\` (\`proposed_end\`);`)
  await db.run(sql`CREATE INDEX \`extensions_answered_by_idx\` ON \`extensions\` (\`answered_by_id\`);`)
  await db.run(sql`CREATE INDEX \`extensions_updated_at_idx\` ON \`extensions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`extensions_created_at_idx\` ON \`extensions\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`extensions_id\` integer REFERENCES extensions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_extensions_id_idx\` ON \`payload_locked_documents_rels\` (\`extensions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`extensions\`;`)
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
  	\`handovers_id\` integer,
  	\`yard_photos_id\` integer,
  	\`deposits_id\` integer,
  	\`contracts_id\` integer,
  	\`contract_acceptances_id\` integer,
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
  	FOREIGN KEY (\`handovers_id\`) REFERENCES \`handovers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`yard_photos_id\`) REFERENCES \`yard_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`deposits_id\`) REFERENCES \`deposits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contracts_id\`) REFERENCES \`contracts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contract_acceptances_id\`) REFERENCES \`contract_acceptances\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "departments_id", "equipment_id", "news_id", "pages_id", "projects_id", "media_id", "documents_id", "quote_requests_id", "subscribers_id", "page_views_id", "users_id", "equipment_units_id", "reservations_id", "unit_bookings_id", "handovers_id", "yard_photos_id", "deposits_id", "contracts_id", "contract_acceptances_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "departments_id", "equipment_id", "news_id", "pages_id", "projects_id", "media_id", "documents_id", "quote_requests_id", "subscribers_id", "page_views_id", "users_id", "equipment_units_id", "reservations_id", "unit_bookings_id", "handovers_id", "yard_photos_id", "deposits_id", "contracts_id", "contract_acceptances_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_handovers_id_idx\` ON \`payload_locked_documents_rels\` (\`handovers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_yard_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`yard_photos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_deposits_id_idx\` ON \`payload_locked_documents_rels\` (\`deposits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contracts_id_idx\` ON \`payload_locked_documents_rels\` (\`contracts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contract_acceptances_id_idx\` ON \`payload_locked_documents_rels\` (\`contract_acceptances_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
