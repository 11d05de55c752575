import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The rental contracts and the evidence of their acceptance (#62). Beyond Payload's tables, the
 * database itself keeps what was shown and accepted: an acceptance is never updated nor deleted,
 * a contract's shown part (its reservation, version, content, PDF and SHA-256) never changes and
 * a contract is never deleted (a reservation's delete, which would empty its reference, fails
 * too). Only the one-time code's columns of a contract are written after it is prepared.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`contracts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`reservation_id\` integer NOT NULL,
  	\`version\` numeric NOT NULL,
  	\`prepared_at\` text NOT NULL,
  	\`preparedat_tz\` text,
  	\`prepared_by_id\` integer,
  	\`sha256\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`pdf\` text NOT NULL,
  	\`code_sent_at\` text,
  	\`codesentat_tz\` text,
  	\`code_email\` text,
  	\`code_hash\` text,
  	\`code_expires_at\` text,
  	\`code_tries\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`reservation_id\`) REFERENCES \`reservations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`prepared_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`contracts_reservation_idx\` ON \`contracts\` (\`reservation_id\`);`)
  await db.run(sql`CREATE INDEX \`contracts_prepared_by_idx\` ON \`contracts\` (\`prepared_by_id\`);`)
  await db.run(sql`CREATE INDEX \`contracts_updated_at_idx\` ON \`contracts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contracts_created_at_idx\` ON \`contracts\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`reservation_version_idx\` ON \`contracts\` (\`reservation_id\`,\`version\`);`)
  await db.run(sql`CREATE TABLE \`contract_acceptances\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`contract_id\` integer NOT NULL,
  	\`reservation_id\` integer NOT NULL,
  	\`version\` numeric NOT NULL,
  	\`sha256\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`consent\` integer DEFAULT false NOT NULL,
  	\`email\` text NOT NULL,
  	\`code_sent_at\` text NOT NULL,
  	\`codesentat_tz\` text,
  	\`accepted_at\` text NOT NULL,
  	\`acceptedat_tz\` text,
  	\`ip\` text NOT NULL,
  	\`user_agent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`contract_id\`) REFERENCES \`contracts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`reservation_id\`) REFERENCES \`reservations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`contract_acceptances_contract_idx\` ON \`contract_acceptances\` (\`contract_id\`);`)
  await db.run(sql`CREATE INDEX \`contract_acceptances_reservation_idx\` ON \`contract_acceptances\` (\`reservation_id\`);`)
  await db.run(sql`CREATE INDEX \`contract_acceptances_updated_at_idx\` ON \`contract_acceptances\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contract_acceptances_created_at_idx\` ON \`contract_acceptances\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`reservations\` ADD \`customer_identity\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contracts_id\` integer REFERENCES contracts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contract_acceptances_id\` integer REFERENCES contract_acceptances(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contracts_id_idx\` ON \`payload_locked_documents_rels\` (\`contracts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contract_acceptances_id_idx\` ON \`payload_locked_documents_rels\` (\`contract_acceptances_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`contract_insurance\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`contract_clauses\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v_locales\` ADD \`version_contract_insurance\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v_locales\` ADD \`version_contract_clauses\` text;`)
  await db.run(sql`CREATE TRIGGER \`contract_acceptances_kept\` BEFORE UPDATE ON \`contract_acceptances\`
    BEGIN SELECT RAISE(ABORT, 'Une preuve d''acceptation de contrat ne se modifie pas.'); END;`)
  await db.run(sql`CREATE TRIGGER \`contract_acceptances_not_deleted\` BEFORE DELETE ON \`contract_acceptances\`
    BEGIN SELECT RAISE(ABORT, 'Une preuve d''acceptation de contrat ne se supprime pas.'); END;`)
  await db.run(sql`CREATE TRIGGER \`contracts_shown_kept\` BEFORE UPDATE ON \`contracts\`
    WHEN OLD.\`reservation_id\` IS NOT NEW.\`reservation_id\` OR OLD.\`version\` IS NOT NEW.\`version\`
      OR OLD.\`content\` IS NOT NEW.\`content\` OR OLD.\`pdf\` IS NOT NEW.\`pdf\` OR OLD.\`sha256\` IS NOT NEW.\`sha256\`
    BEGIN SELECT RAISE(ABORT, 'Un contrat préparé ne se modifie pas : préparez une nouvelle version.'); END;`)
  await db.run(sql`CREATE TRIGGER \`contracts_not_deleted\` BEFORE DELETE ON \`contracts\`
    BEGIN SELECT RAISE(ABORT, 'Un contrat préparé ne se supprime pas.'); END;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  for (const trigger of [
    'contract_acceptances_kept',
    'contract_acceptances_not_deleted',
    'contracts_shown_kept',
    'contracts_not_deleted',
  ])
    await db.run(sql.raw(`DROP TRIGGER IF EXISTS \`${trigger}\`;`))
  await db.run(sql`DROP TABLE \`contract_acceptances\`;`)
  await db.run(sql`DROP TABLE \`contracts\`;`)
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
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "departments_id", "equipment_id", "news_id", "pages_id", "projects_id", "media_id", "documents_id", "quote_requests_id", "subscribers_id", "page_views_id", "users_id", "equipment_units_id", "reservations_id", "unit_bookings_id", "handovers_id", "yard_photos_id", "deposits_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "departments_id", "equipment_id", "news_id", "pages_id", "projects_id", "media_id", "documents_id", "quote_requests_id", "subscribers_id", "page_views_id", "users_id", "equipment_units_id", "reservations_id", "unit_bookings_id", "handovers_id", "yard_photos_id", "deposits_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`ALTER TABLE \`reservations\` DROP COLUMN \`customer_identity\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`contract_insurance\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`contract_clauses\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v_locales\` DROP COLUMN \`version_contract_insurance\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v_locales\` DROP COLUMN \`version_contract_clauses\`;`)
}
