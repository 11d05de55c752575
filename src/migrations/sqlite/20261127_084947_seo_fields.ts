import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`departments\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`departments\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`departments\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`departments_meta_meta_image_idx\` ON \`departments\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_departments_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_meta_version_meta_image_idx\` ON \`_departments_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`equipment\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`equipment\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`equipment\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`equipment_meta_meta_image_idx\` ON \`equipment\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_meta_version_meta_image_idx\` ON \`_equipment_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`news_meta_meta_image_idx\` ON \`news\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_meta_version_meta_image_idx\` ON \`_news_v\` (\`version_meta_image_id\`);`)
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
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	FOREIGN KEY (\`images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`images_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_departments\`("id", "name", "generate_slug", "slug", "description", "icon", "color", "images_main_id", "images_banner_id", "images_thumbnail_id", "is_active", "homepage_settings_show_on_homepage", "homepage_settings_is_featured", "homepage_settings_homepage_order", "homepage_settings_homepage_title", "homepage_settings_homepage_description", "updated_at", "created_at", "deleted_at") SELECT "id", "name", "generate_slug", "slug", "description", "icon", "color", "images_main_id", "images_banner_id", "images_thumbnail_id", "is_active", "homepage_settings_show_on_homepage", "homepage_settings_is_featured", "homepage_settings_homepage_order", "homepage_settings_homepage_title", "homepage_settings_homepage_description", "updated_at", "created_at", "deleted_at" FROM \`departments\`;`)
  await db.run(sql`DROP TABLE \`departments\`;`)
  await db.run(sql`ALTER TABLE \`__new_departments\` RENAME TO \`departments\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`departments_slug_idx\` ON \`departments\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`departments_images_images_main_idx\` ON \`departments\` (\`images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_images_images_banner_idx\` ON \`departments\` (\`images_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_images_images_thumbnail_idx\` ON \`departments\` (\`images_thumbnail_id\`);`)
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
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__departments_v\`("id", "parent_id", "version_name", "version_generate_slug", "version_slug", "version_description", "version_icon", "version_color", "version_images_main_id", "version_images_banner_id", "version_images_thumbnail_id", "version_is_active", "version_homepage_settings_show_on_homepage", "version_homepage_settings_is_featured", "version_homepage_settings_homepage_order", "version_homepage_settings_homepage_title", "version_homepage_settings_homepage_description", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_name", "version_generate_slug", "version_slug", "version_description", "version_icon", "version_color", "version_images_main_id", "version_images_banner_id", "version_images_thumbnail_id", "version_is_active", "version_homepage_settings_show_on_homepage", "version_homepage_settings_is_featured", "version_homepage_settings_homepage_order", "version_homepage_settings_homepage_title", "version_homepage_settings_homepage_description", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at" FROM \`_departments_v\`;`)
  await db.run(sql`DROP TABLE \`_departments_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__departments_v\` RENAME TO \`_departments_v\`;`)
  await db.run(sql`CREATE INDEX \`_departments_v_parent_idx\` ON \`_departments_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_slug_idx\` ON \`_departments_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_images_version_images_main_idx\` ON \`_departments_v\` (\`version_images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_images_version_images_banner_idx\` ON \`_departments_v\` (\`version_images_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_images_version_images_thumbnail_idx\` ON \`_departments_v\` (\`version_images_thumbnail_id\`);`)
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
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	FOREIGN KEY (\`images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_equipment\`("id", "name", "generate_slug", "slug", "description", "category", "status", "for_rent", "for_sale", "price", "sale_price", "currency", "available", "location", "images_main_id", "images_thumbnail_id", "specifications_brand", "specifications_model", "specifications_year", "specifications_power", "specifications_capacity", "specifications_fuel", "specifications_transmission", "specifications_weight", "is_featured", "is_active", "order", "updated_at", "created_at", "deleted_at") SELECT "id", "name", "generate_slug", "slug", "description", "category", "status", "for_rent", "for_sale", "price", "sale_price", "currency", "available", "location", "images_main_id", "images_thumbnail_id", "specifications_brand", "specifications_model", "specifications_year", "specifications_power", "specifications_capacity", "specifications_fuel", "specifications_transmission", "specifications_weight", "is_featured", "is_active", "order", "updated_at", "created_at", "deleted_at" FROM \`equipment\`;`)
  await db.run(sql`DROP TABLE \`equipment\`;`)
  await db.run(sql`ALTER TABLE \`__new_equipment\` RENAME TO \`equipment\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`equipment_slug_idx\` ON \`equipment\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`equipment_images_images_main_idx\` ON \`equipment\` (\`images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_images_images_thumbnail_idx\` ON \`equipment\` (\`images_thumbnail_id\`);`)
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
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`equipment\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__equipment_v\`("id", "parent_id", "version_name", "version_generate_slug", "version_slug", "version_description", "version_category", "version_status", "version_for_rent", "version_for_sale", "version_price", "version_sale_price", "version_currency", "version_available", "version_location", "version_images_main_id", "version_images_thumbnail_id", "version_specifications_brand", "version_specifications_model", "version_specifications_year", "version_specifications_power", "version_specifications_capacity", "version_specifications_fuel", "version_specifications_transmission", "version_specifications_weight", "version_is_featured", "version_is_active", "version_order", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_name", "version_generate_slug", "version_slug", "version_description", "version_category", "version_status", "version_for_rent", "version_for_sale", "version_price", "version_sale_price", "version_currency", "version_available", "version_location", "version_images_main_id", "version_images_thumbnail_id", "version_specifications_brand", "version_specifications_model", "version_specifications_year", "version_specifications_power", "version_specifications_capacity", "version_specifications_fuel", "version_specifications_transmission", "version_specifications_weight", "version_is_featured", "version_is_active", "version_order", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at" FROM \`_equipment_v\`;`)
  await db.run(sql`DROP TABLE \`_equipment_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__equipment_v\` RENAME TO \`_equipment_v\`;`)
  await db.run(sql`CREATE INDEX \`_equipment_v_parent_idx\` ON \`_equipment_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_slug_idx\` ON \`_equipment_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_images_version_images_main_idx\` ON \`_equipment_v\` (\`version_images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_images_version_images_thumbnail_idx\` ON \`_equipment_v\` (\`version_images_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_updated_at_idx\` ON \`_equipment_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_created_at_idx\` ON \`_equipment_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_deleted_at_idx\` ON \`_equipment_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_created_at_idx\` ON \`_equipment_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_updated_at_idx\` ON \`_equipment_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`excerpt\` text,
  	\`content\` text NOT NULL,
  	\`search_text\` text,
  	\`category\` text DEFAULT 'ACTUALITE' NOT NULL,
  	\`author\` text DEFAULT 'Équipe BK Multiservices',
  	\`images_main_id\` integer,
  	\`images_thumbnail_id\` integer,
  	\`images_banner_id\` integer,
  	\`is_published\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	FOREIGN KEY (\`images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`images_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "title", "excerpt", "content", "search_text", "category", "author", "images_main_id", "images_thumbnail_id", "images_banner_id", "is_published", "updated_at", "created_at", "deleted_at") SELECT "id", "title", "excerpt", "content", "search_text", "category", "author", "images_main_id", "images_thumbnail_id", "images_banner_id", "is_published", "updated_at", "created_at", "deleted_at" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`CREATE INDEX \`news_images_images_main_idx\` ON \`news\` (\`images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`news_images_images_thumbnail_idx\` ON \`news\` (\`images_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`news_images_images_banner_idx\` ON \`news\` (\`images_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news_deleted_at_idx\` ON \`news\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text NOT NULL,
  	\`version_excerpt\` text,
  	\`version_content\` text NOT NULL,
  	\`version_search_text\` text,
  	\`version_category\` text DEFAULT 'ACTUALITE' NOT NULL,
  	\`version_author\` text DEFAULT 'Équipe BK Multiservices',
  	\`version_images_main_id\` integer,
  	\`version_images_thumbnail_id\` integer,
  	\`version_images_banner_id\` integer,
  	\`version_is_published\` integer DEFAULT true,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_v\`("id", "parent_id", "version_title", "version_excerpt", "version_content", "version_search_text", "version_category", "version_author", "version_images_main_id", "version_images_thumbnail_id", "version_images_banner_id", "version_is_published", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_title", "version_excerpt", "version_content", "version_search_text", "version_category", "version_author", "version_images_main_id", "version_images_thumbnail_id", "version_images_banner_id", "version_is_published", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at" FROM \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_v\` RENAME TO \`_news_v\`;`)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_images_version_images_main_idx\` ON \`_news_v\` (\`version_images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_images_version_images_thumbnail_idx\` ON \`_news_v\` (\`version_images_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_images_version_images_banner_idx\` ON \`_news_v\` (\`version_images_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_deleted_at_idx\` ON \`_news_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  // every table above was rebuilt with the foreign keys off (drizzle-kit turned them on again
  // after the first, and DROP TABLE equipment then failed while a quote line named a machine)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
