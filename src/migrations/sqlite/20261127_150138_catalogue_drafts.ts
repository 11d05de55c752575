/**
 * Payload's drafts on machines and departments (#44): `_status` beside `is_active`, which the
 * site keeps reading (src/platform/fields/publicationFlag.ts). Every item keeps its state: active stays
 * published at its address. Each one's newest version becomes its `latest` (Payload's draft reads,
 * such as the admin's lists, look there). The foreign keys stay off until every table is rebuilt:
 * dropping one with them on would unlink the quotes' lines, the projects and the pages' cards.
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_departments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`description\` text,
  	\`icon\` text,
  	\`color\` text DEFAULT '#1e40af',
  	\`images_main_id\` integer,
  	\`images_banner_id\` integer,
  	\`images_thumbnail_id\` integer,
  	\`is_active\` integer DEFAULT true,
  	\`homepage_settings_show_on_homepage\` integer,
  	\`homepage_settings_is_featured\` integer,
  	\`homepage_settings_homepage_order\` numeric,
  	\`homepage_settings_homepage_title\` text,
  	\`homepage_settings_homepage_description\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`images_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_departments\`("id", "name", "generate_slug", "slug", "description", "icon", "color", "images_main_id", "images_banner_id", "images_thumbnail_id", "is_active", "homepage_settings_show_on_homepage", "homepage_settings_is_featured", "homepage_settings_homepage_order", "homepage_settings_homepage_title", "homepage_settings_homepage_description", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "name", "generate_slug", "slug", "description", "icon", "color", "images_main_id", "images_banner_id", "images_thumbnail_id", COALESCE("is_active", 1), "homepage_settings_show_on_homepage", "homepage_settings_is_featured", "homepage_settings_homepage_order", "homepage_settings_homepage_title", "homepage_settings_homepage_description", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "deleted_at", CASE WHEN "is_active" = 0 THEN 'draft' ELSE 'published' END FROM \`departments\`;`)
  await db.run(sql`DROP TABLE \`departments\`;`)
  await db.run(sql`ALTER TABLE \`__new_departments\` RENAME TO \`departments\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`departments_slug_idx\` ON \`departments\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`departments_images_images_main_idx\` ON \`departments\` (\`images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_images_images_banner_idx\` ON \`departments\` (\`images_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_images_images_thumbnail_idx\` ON \`departments\` (\`images_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_meta_meta_image_idx\` ON \`departments\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_updated_at_idx\` ON \`departments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`departments_created_at_idx\` ON \`departments\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`departments_deleted_at_idx\` ON \`departments\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`departments__status_idx\` ON \`departments\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__departments_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_description\` text,
  	\`version_icon\` text,
  	\`version_color\` text DEFAULT '#1e40af',
  	\`version_images_main_id\` integer,
  	\`version_images_banner_id\` integer,
  	\`version_images_thumbnail_id\` integer,
  	\`version_is_active\` integer DEFAULT true,
  	\`version_homepage_settings_show_on_homepage\` integer,
  	\`version_homepage_settings_is_featured\` integer,
  	\`version_homepage_settings_homepage_order\` numeric,
  	\`version_homepage_settings_homepage_title\` text,
  	\`version_homepage_settings_homepage_description\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__departments_v\`("id", "parent_id", "version_name", "version_generate_slug", "version_slug", "version_description", "version_icon", "version_color", "version_images_main_id", "version_images_banner_id", "version_images_thumbnail_id", "version_is_active", "version_homepage_settings_show_on_homepage", "version_homepage_settings_is_featured", "version_homepage_settings_homepage_order", "version_homepage_settings_homepage_title", "version_homepage_settings_homepage_description", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_name", "version_generate_slug", "version_slug", "version_description", "version_icon", "version_color", "version_images_main_id", "version_images_banner_id", "version_images_thumbnail_id", "version_is_active", "version_homepage_settings_show_on_homepage", "version_homepage_settings_is_featured", "version_homepage_settings_homepage_order", "version_homepage_settings_homepage_title", "version_homepage_settings_homepage_description", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_updated_at", "version_created_at", "version_deleted_at", CASE WHEN "version_is_active" = 0 THEN 'draft' ELSE 'published' END, "created_at", "updated_at", "id" IN (SELECT max("id") FROM \`_departments_v\` GROUP BY "parent_id") FROM \`_departments_v\`;`)
  await db.run(sql`DROP TABLE \`_departments_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__departments_v\` RENAME TO \`_departments_v\`;`)
  await db.run(sql`CREATE INDEX \`_departments_v_parent_idx\` ON \`_departments_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_slug_idx\` ON \`_departments_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_images_version_images_main_idx\` ON \`_departments_v\` (\`version_images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_images_version_images_banner_idx\` ON \`_departments_v\` (\`version_images_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_images_version_images_thumbnail_idx\` ON \`_departments_v\` (\`version_images_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_meta_version_meta_image_idx\` ON \`_departments_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_updated_at_idx\` ON \`_departments_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_created_at_idx\` ON \`_departments_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_deleted_at_idx\` ON \`_departments_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version__status_idx\` ON \`_departments_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_created_at_idx\` ON \`_departments_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_updated_at_idx\` ON \`_departments_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_latest_idx\` ON \`_departments_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_equipment\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`description\` text,
  	\`category\` text DEFAULT 'BTP',
  	\`status\` text DEFAULT 'available',
  	\`for_rent\` integer DEFAULT true,
  	\`for_sale\` integer DEFAULT false,
  	\`price\` numeric,
  	\`sale_price\` numeric,
  	\`currency\` text DEFAULT 'XOF',
  	\`available\` numeric DEFAULT 1,
  	\`location\` text DEFAULT 'Niamey, Niger',
  	\`images_main_id\` integer,
  	\`images_thumbnail_id\` integer,
  	\`specifications_brand\` text,
  	\`specifications_model\` text,
  	\`specifications_year\` numeric,
  	\`specifications_power\` text,
  	\`specifications_capacity\` text,
  	\`specifications_fuel\` text,
  	\`specifications_transmission\` text,
  	\`specifications_weight\` text,
  	\`is_featured\` integer DEFAULT false,
  	\`is_active\` integer DEFAULT true,
  	\`order\` numeric DEFAULT 0,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_equipment\`("id", "name", "generate_slug", "slug", "description", "category", "status", "for_rent", "for_sale", "price", "sale_price", "currency", "available", "location", "images_main_id", "images_thumbnail_id", "specifications_brand", "specifications_model", "specifications_year", "specifications_power", "specifications_capacity", "specifications_fuel", "specifications_transmission", "specifications_weight", "is_featured", "is_active", "order", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "name", "generate_slug", "slug", "description", "category", "status", "for_rent", "for_sale", "price", "sale_price", "currency", "available", "location", "images_main_id", "images_thumbnail_id", "specifications_brand", "specifications_model", "specifications_year", "specifications_power", "specifications_capacity", "specifications_fuel", "specifications_transmission", "specifications_weight", "is_featured", COALESCE("is_active", 1), "order", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "deleted_at", CASE WHEN "is_active" = 0 THEN 'draft' ELSE 'published' END FROM \`equipment\`;`)
  await db.run(sql`DROP TABLE \`equipment\`;`)
  await db.run(sql`ALTER TABLE \`__new_equipment\` RENAME TO \`equipment\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`equipment_slug_idx\` ON \`equipment\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`equipment_images_images_main_idx\` ON \`equipment\` (\`images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_images_images_thumbnail_idx\` ON \`equipment\` (\`images_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_meta_meta_image_idx\` ON \`equipment\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_updated_at_idx\` ON \`equipment\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`equipment_created_at_idx\` ON \`equipment\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`equipment_deleted_at_idx\` ON \`equipment\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`equipment__status_idx\` ON \`equipment\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__equipment_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_description\` text,
  	\`version_category\` text DEFAULT 'BTP',
  	\`version_status\` text DEFAULT 'available',
  	\`version_for_rent\` integer DEFAULT true,
  	\`version_for_sale\` integer DEFAULT false,
  	\`version_price\` numeric,
  	\`version_sale_price\` numeric,
  	\`version_currency\` text DEFAULT 'XOF',
  	\`version_available\` numeric DEFAULT 1,
  	\`version_location\` text DEFAULT 'Niamey, Niger',
  	\`version_images_main_id\` integer,
  	\`version_images_thumbnail_id\` integer,
  	\`version_specifications_brand\` text,
  	\`version_specifications_model\` text,
  	\`version_specifications_year\` numeric,
  	\`version_specifications_power\` text,
  	\`version_specifications_capacity\` text,
  	\`version_specifications_fuel\` text,
  	\`version_specifications_transmission\` text,
  	\`version_specifications_weight\` text,
  	\`version_is_featured\` integer DEFAULT false,
  	\`version_is_active\` integer DEFAULT true,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`equipment\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__equipment_v\`("id", "parent_id", "version_name", "version_generate_slug", "version_slug", "version_description", "version_category", "version_status", "version_for_rent", "version_for_sale", "version_price", "version_sale_price", "version_currency", "version_available", "version_location", "version_images_main_id", "version_images_thumbnail_id", "version_specifications_brand", "version_specifications_model", "version_specifications_year", "version_specifications_power", "version_specifications_capacity", "version_specifications_fuel", "version_specifications_transmission", "version_specifications_weight", "version_is_featured", "version_is_active", "version_order", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_name", "version_generate_slug", "version_slug", "version_description", "version_category", "version_status", "version_for_rent", "version_for_sale", "version_price", "version_sale_price", "version_currency", "version_available", "version_location", "version_images_main_id", "version_images_thumbnail_id", "version_specifications_brand", "version_specifications_model", "version_specifications_year", "version_specifications_power", "version_specifications_capacity", "version_specifications_fuel", "version_specifications_transmission", "version_specifications_weight", "version_is_featured", "version_is_active", "version_order", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_updated_at", "version_created_at", "version_deleted_at", CASE WHEN "version_is_active" = 0 THEN 'draft' ELSE 'published' END, "created_at", "updated_at", "id" IN (SELECT max("id") FROM \`_equipment_v\` GROUP BY "parent_id") FROM \`_equipment_v\`;`)
  await db.run(sql`DROP TABLE \`_equipment_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__equipment_v\` RENAME TO \`_equipment_v\`;`)
  await db.run(sql`CREATE INDEX \`_equipment_v_parent_idx\` ON \`_equipment_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_slug_idx\` ON \`_equipment_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_images_version_images_main_idx\` ON \`_equipment_v\` (\`version_images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_images_version_images_thumbnail_idx\` ON \`_equipment_v\` (\`version_images_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_meta_version_meta_image_idx\` ON \`_equipment_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_updated_at_idx\` ON \`_equipment_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_created_at_idx\` ON \`_equipment_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_deleted_at_idx\` ON \`_equipment_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version__status_idx\` ON \`_equipment_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_created_at_idx\` ON \`_equipment_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_updated_at_idx\` ON \`_equipment_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_latest_idx\` ON \`_equipment_v\` (\`latest\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_departments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`description\` text,
  	\`icon\` text,
  	\`color\` text DEFAULT '#1e40af',
  	\`images_main_id\` integer,
  	\`images_banner_id\` integer,
  	\`images_thumbnail_id\` integer,
  	\`is_active\` integer DEFAULT true,
  	\`homepage_settings_show_on_homepage\` integer,
  	\`homepage_settings_is_featured\` integer,
  	\`homepage_settings_homepage_order\` numeric,
  	\`homepage_settings_homepage_title\` text,
  	\`homepage_settings_homepage_description\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	FOREIGN KEY (\`images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`images_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_departments\`("id", "name", "generate_slug", "slug", "description", "icon", "color", "images_main_id", "images_banner_id", "images_thumbnail_id", "is_active", "homepage_settings_show_on_homepage", "homepage_settings_is_featured", "homepage_settings_homepage_order", "homepage_settings_homepage_title", "homepage_settings_homepage_description", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "deleted_at") SELECT "id", COALESCE("name", ''), "generate_slug", "slug", "description", "icon", "color", "images_main_id", "images_banner_id", "images_thumbnail_id", "is_active", "homepage_settings_show_on_homepage", "homepage_settings_is_featured", "homepage_settings_homepage_order", "homepage_settings_homepage_title", "homepage_settings_homepage_description", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "deleted_at" FROM \`departments\`;`)
  await db.run(sql`DROP TABLE \`departments\`;`)
  await db.run(sql`ALTER TABLE \`__new_departments\` RENAME TO \`departments\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`departments_slug_idx\` ON \`departments\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`departments_images_images_main_idx\` ON \`departments\` (\`images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_images_images_banner_idx\` ON \`departments\` (\`images_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_images_images_thumbnail_idx\` ON \`departments\` (\`images_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_meta_meta_image_idx\` ON \`departments\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_updated_at_idx\` ON \`departments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`departments_created_at_idx\` ON \`departments\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`departments_deleted_at_idx\` ON \`departments\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__departments_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_description\` text,
  	\`version_icon\` text,
  	\`version_color\` text DEFAULT '#1e40af',
  	\`version_images_main_id\` integer,
  	\`version_images_banner_id\` integer,
  	\`version_images_thumbnail_id\` integer,
  	\`version_is_active\` integer DEFAULT true,
  	\`version_homepage_settings_show_on_homepage\` integer,
  	\`version_homepage_settings_is_featured\` integer,
  	\`version_homepage_settings_homepage_order\` numeric,
  	\`version_homepage_settings_homepage_title\` text,
  	\`version_homepage_settings_homepage_description\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__departments_v\`("id", "parent_id", "version_name", "version_generate_slug", "version_slug", "version_description", "version_icon", "version_color", "version_images_main_id", "version_images_banner_id", "version_images_thumbnail_id", "version_is_active", "version_homepage_settings_show_on_homepage", "version_homepage_settings_is_featured", "version_homepage_settings_homepage_order", "version_homepage_settings_homepage_title", "version_homepage_settings_homepage_description", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at") SELECT "id", "parent_id", COALESCE("version_name", ''), "version_generate_slug", "version_slug", "version_description", "version_icon", "version_color", "version_images_main_id", "version_images_banner_id", "version_images_thumbnail_id", "version_is_active", "version_homepage_settings_show_on_homepage", "version_homepage_settings_is_featured", "version_homepage_settings_homepage_order", "version_homepage_settings_homepage_title", "version_homepage_settings_homepage_description", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at" FROM \`_departments_v\`;`)
  await db.run(sql`DROP TABLE \`_departments_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__departments_v\` RENAME TO \`_departments_v\`;`)
  await db.run(sql`CREATE INDEX \`_departments_v_parent_idx\` ON \`_departments_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_slug_idx\` ON \`_departments_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_images_version_images_main_idx\` ON \`_departments_v\` (\`version_images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_images_version_images_banner_idx\` ON \`_departments_v\` (\`version_images_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_images_version_images_thumbnail_idx\` ON \`_departments_v\` (\`version_images_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_meta_version_meta_image_idx\` ON \`_departments_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_updated_at_idx\` ON \`_departments_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_created_at_idx\` ON \`_departments_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_deleted_at_idx\` ON \`_departments_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_created_at_idx\` ON \`_departments_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_updated_at_idx\` ON \`_departments_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_equipment\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`description\` text,
  	\`category\` text DEFAULT 'BTP' NOT NULL,
  	\`status\` text DEFAULT 'available' NOT NULL,
  	\`for_rent\` integer DEFAULT true,
  	\`for_sale\` integer DEFAULT false,
  	\`price\` numeric,
  	\`sale_price\` numeric,
  	\`currency\` text DEFAULT 'XOF',
  	\`available\` numeric DEFAULT 1,
  	\`location\` text DEFAULT 'Niamey, Niger',
  	\`images_main_id\` integer,
  	\`images_thumbnail_id\` integer,
  	\`specifications_brand\` text,
  	\`specifications_model\` text,
  	\`specifications_year\` numeric,
  	\`specifications_power\` text,
  	\`specifications_capacity\` text,
  	\`specifications_fuel\` text,
  	\`specifications_transmission\` text,
  	\`specifications_weight\` text,
  	\`is_featured\` integer DEFAULT false,
  	\`is_active\` integer DEFAULT true,
  	\`order\` numeric DEFAULT 0,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	FOREIGN KEY (\`images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_equipment\`("id", "name", "generate_slug", "slug", "description", "category", "status", "for_rent", "for_sale", "price", "sale_price", "currency", "available", "location", "images_main_id", "images_thumbnail_id", "specifications_brand", "specifications_model", "specifications_year", "specifications_power", "specifications_capacity", "specifications_fuel", "specifications_transmission", "specifications_weight", "is_featured", "is_active", "order", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "deleted_at") SELECT "id", COALESCE("name", ''), "generate_slug", "slug", "description", COALESCE("category", 'BTP'), COALESCE("status", 'available'), "for_rent", "for_sale", "price", "sale_price", "currency", "available", "location", "images_main_id", "images_thumbnail_id", "specifications_brand", "specifications_model", "specifications_year", "specifications_power", "specifications_capacity", "specifications_fuel", "specifications_transmission", "specifications_weight", "is_featured", "is_active", "order", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "deleted_at" FROM \`equipment\`;`)
  await db.run(sql`DROP TABLE \`equipment\`;`)
  await db.run(sql`ALTER TABLE \`__new_equipment\` RENAME TO \`equipment\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`equipment_slug_idx\` ON \`equipment\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`equipment_images_images_main_idx\` ON \`equipment\` (\`images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_images_images_thumbnail_idx\` ON \`equipment\` (\`images_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_meta_meta_image_idx\` ON \`equipment\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_updated_at_idx\` ON \`equipment\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`equipment_created_at_idx\` ON \`equipment\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`equipment_deleted_at_idx\` ON \`equipment\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__equipment_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_description\` text,
  	\`version_category\` text DEFAULT 'BTP' NOT NULL,
  	\`version_status\` text DEFAULT 'available' NOT NULL,
  	\`version_for_rent\` integer DEFAULT true,
  	\`version_for_sale\` integer DEFAULT false,
  	\`version_price\` numeric,
  	\`version_sale_price\` numeric,
  	\`version_currency\` text DEFAULT 'XOF',
  	\`version_available\` numeric DEFAULT 1,
  	\`version_location\` text DEFAULT 'Niamey, Niger',
  	\`version_images_main_id\` integer,
  	\`version_images_thumbnail_id\` integer,
  	\`version_specifications_brand\` text,
  	\`version_specifications_model\` text,
  	\`version_specifications_year\` numeric,
  	\`version_specifications_power\` text,
  	\`version_specifications_capacity\` text,
  	\`version_specifications_fuel\` text,
  	\`version_specifications_transmission\` text,
  	\`version_specifications_weight\` text,
  	\`version_is_featured\` integer DEFAULT false,
  	\`version_is_active\` integer DEFAULT true,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`equipment\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__equipment_v\`("id", "parent_id", "version_name", "version_generate_slug", "version_slug", "version_description", "version_category", "version_status", "version_for_rent", "version_for_sale", "version_price", "version_sale_price", "version_currency", "version_available", "version_location", "version_images_main_id", "version_images_thumbnail_id", "version_specifications_brand", "version_specifications_model", "version_specifications_year", "version_specifications_power", "version_specifications_capacity", "version_specifications_fuel", "version_specifications_transmission", "version_specifications_weight", "version_is_featured", "version_is_active", "version_order", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at") SELECT "id", "parent_id", COALESCE("version_name", ''), "version_generate_slug", "version_slug", "version_description", COALESCE("version_category", 'BTP'), COALESCE("version_status", 'available'), "version_for_rent", "version_for_sale", "version_price", "version_sale_price", "version_currency", "version_available", "version_location", "version_images_main_id", "version_images_thumbnail_id", "version_specifications_brand", "version_specifications_model", "version_specifications_year", "version_specifications_power", "version_specifications_capacity", "version_specifications_fuel", "version_specifications_transmission", "version_specifications_weight", "version_is_featured", "version_is_active", "version_order", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at" FROM \`_equipment_v\`;`)
  await db.run(sql`DROP TABLE \`_equipment_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__equipment_v\` RENAME TO \`_equipment_v\`;`)
  await db.run(sql`CREATE INDEX \`_equipment_v_parent_idx\` ON \`_equipment_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_slug_idx\` ON \`_equipment_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_images_version_images_main_idx\` ON \`_equipment_v\` (\`version_images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_images_version_images_thumbnail_idx\` ON \`_equipment_v\` (\`version_images_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_meta_version_meta_image_idx\` ON \`_equipment_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_updated_at_idx\` ON \`_equipment_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_created_at_idx\` ON \`_equipment_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_deleted_at_idx\` ON \`_equipment_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_created_at_idx\` ON \`_equipment_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_updated_at_idx\` ON \`_equipment_v\` (\`updated_at\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
