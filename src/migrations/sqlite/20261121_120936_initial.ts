import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`departments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
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
  	FOREIGN KEY (\`images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`images_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`departments_slug_idx\` ON \`departments\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`departments_images_images_main_idx\` ON \`departments\` (\`images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_images_images_banner_idx\` ON \`departments\` (\`images_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_images_images_thumbnail_idx\` ON \`departments\` (\`images_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_updated_at_idx\` ON \`departments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`departments_created_at_idx\` ON \`departments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`departments_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`departments_texts_order_parent\` ON \`departments_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_departments_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
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
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_departments_v_parent_idx\` ON \`_departments_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_slug_idx\` ON \`_departments_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_images_version_images_main_idx\` ON \`_departments_v\` (\`version_images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_images_version_images_banner_idx\` ON \`_departments_v\` (\`version_images_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_images_version_images_thumbnail_idx\` ON \`_departments_v\` (\`version_images_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_updated_at_idx\` ON \`_departments_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_created_at_idx\` ON \`_departments_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_created_at_idx\` ON \`_departments_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_updated_at_idx\` ON \`_departments_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_departments_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_departments_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_departments_v_texts_order_parent\` ON \`_departments_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`equipment\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text,
  	\`description\` text,
  	\`category\` text DEFAULT 'BTP' NOT NULL,
  	\`status\` text DEFAULT 'available' NOT NULL,
  	\`price\` numeric NOT NULL,
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
  	FOREIGN KEY (\`images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`equipment_slug_idx\` ON \`equipment\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`equipment_images_images_main_idx\` ON \`equipment\` (\`images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_images_images_thumbnail_idx\` ON \`equipment\` (\`images_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_updated_at_idx\` ON \`equipment\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`equipment_created_at_idx\` ON \`equipment\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`equipment_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`equipment\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`equipment_texts_order_parent\` ON \`equipment_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`equipment_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`equipment\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`equipment_rels_order_idx\` ON \`equipment_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`equipment_rels_parent_idx\` ON \`equipment_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_rels_path_idx\` ON \`equipment_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`equipment_rels_media_id_idx\` ON \`equipment_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_equipment_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_slug\` text,
  	\`version_description\` text,
  	\`version_category\` text DEFAULT 'BTP' NOT NULL,
  	\`version_status\` text DEFAULT 'available' NOT NULL,
  	\`version_price\` numeric NOT NULL,
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
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`equipment\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_equipment_v_parent_idx\` ON \`_equipment_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_slug_idx\` ON \`_equipment_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_images_version_images_main_idx\` ON \`_equipment_v\` (\`version_images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_images_version_images_thumbnail_idx\` ON \`_equipment_v\` (\`version_images_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_updated_at_idx\` ON \`_equipment_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_created_at_idx\` ON \`_equipment_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_created_at_idx\` ON \`_equipment_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_updated_at_idx\` ON \`_equipment_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_equipment_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_equipment_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_equipment_v_texts_order_parent\` ON \`_equipment_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_equipment_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_equipment_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_equipment_v_rels_order_idx\` ON \`_equipment_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_rels_parent_idx\` ON \`_equipment_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_rels_path_idx\` ON \`_equipment_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_rels_media_id_idx\` ON \`_equipment_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`excerpt\` text,
  	\`content\` text NOT NULL,
  	\`category\` text DEFAULT 'ACTUALITE' NOT NULL,
  	\`author\` text DEFAULT 'Équipe BK Multiservices',
  	\`images_main_id\` integer,
  	\`images_thumbnail_id\` integer,
  	\`images_banner_id\` integer,
  	\`is_published\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`images_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`news_images_images_main_idx\` ON \`news\` (\`images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`news_images_images_thumbnail_idx\` ON \`news\` (\`images_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`news_images_images_banner_idx\` ON \`news\` (\`images_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`news_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_texts_order_parent\` ON \`news_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_rels_order_idx\` ON \`news_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_parent_idx\` ON \`news_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_path_idx\` ON \`news_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_media_id_idx\` ON \`news_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text NOT NULL,
  	\`version_excerpt\` text,
  	\`version_content\` text NOT NULL,
  	\`version_category\` text DEFAULT 'ACTUALITE' NOT NULL,
  	\`version_author\` text DEFAULT 'Équipe BK Multiservices',
  	\`version_images_main_id\` integer,
  	\`version_images_thumbnail_id\` integer,
  	\`version_images_banner_id\` integer,
  	\`version_is_published\` integer DEFAULT true,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_images_version_images_main_idx\` ON \`_news_v\` (\`version_images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_images_version_images_thumbnail_idx\` ON \`_news_v\` (\`version_images_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_images_version_images_banner_idx\` ON \`_news_v\` (\`version_images_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_texts_order_parent\` ON \`_news_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_rels_order_idx\` ON \`_news_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_parent_idx\` ON \`_news_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_path_idx\` ON \`_news_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_media_id_idx\` ON \`_news_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text,
  	\`upload_type\` text,
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
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_hero_url\` text,
  	\`sizes_hero_width\` numeric,
  	\`sizes_hero_height\` numeric,
  	\`sizes_hero_mime_type\` text,
  	\`sizes_hero_filesize\` numeric,
  	\`sizes_hero_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_hero_sizes_hero_filename_idx\` ON \`media\` (\`sizes_hero_filename\`);`)
  await db.run(sql`CREATE TABLE \`documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
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
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`phone\` text,
  	\`role\` text DEFAULT 'admin' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`departments_id\` integer,
  	\`equipment_id\` integer,
  	\`news_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`departments_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`equipment_id\`) REFERENCES \`equipment\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_departments_id_idx\` ON \`payload_locked_documents_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_equipment_id_idx\` ON \`payload_locked_documents_rels\` (\`equipment_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`section_hero_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`section_hero_stats_order_idx\` ON \`section_hero_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`section_hero_stats_parent_id_idx\` ON \`section_hero_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_hero\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`is_active\` integer,
  	\`title\` text,
  	\`subtitle\` text,
  	\`description\` text,
  	\`cta_text\` text,
  	\`cta_link\` text,
  	\`quote_button_text\` text,
  	\`image_id\` integer,
  	\`slogan_banner\` text,
  	\`experience_badge\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`section_hero_image_idx\` ON \`section_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_hero_v_version_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_hero_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_section_hero_v_version_stats_order_idx\` ON \`_section_hero_v_version_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_section_hero_v_version_stats_parent_id_idx\` ON \`_section_hero_v_version_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_hero_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_is_active\` integer,
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`version_description\` text,
  	\`version_cta_text\` text,
  	\`version_cta_link\` text,
  	\`version_quote_button_text\` text,
  	\`version_image_id\` integer,
  	\`version_slogan_banner\` text,
  	\`version_experience_badge\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_section_hero_v_version_version_image_idx\` ON \`_section_hero_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_section_hero_v_created_at_idx\` ON \`_section_hero_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_section_hero_v_updated_at_idx\` ON \`_section_hero_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`section_departments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`is_active\` integer,
  	\`badge_text\` text,
  	\`show_badge\` integer,
  	\`title\` text,
  	\`description\` text,
  	\`subtitle\` text,
  	\`show_subtitle\` integer,
  	\`show_description\` integer,
  	\`cta_text\` text,
  	\`cta_link\` text,
  	\`show_c_t_a\` integer,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_section_departments_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_is_active\` integer,
  	\`version_badge_text\` text,
  	\`version_show_badge\` integer,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_subtitle\` text,
  	\`version_show_subtitle\` integer,
  	\`version_show_description\` integer,
  	\`version_cta_text\` text,
  	\`version_cta_link\` text,
  	\`version_show_c_t_a\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_section_departments_v_created_at_idx\` ON \`_section_departments_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_section_departments_v_updated_at_idx\` ON \`_section_departments_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`section_values_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`icon\` text,
  	\`color\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`section_values_values_order_idx\` ON \`section_values_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`section_values_values_parent_id_idx\` ON \`section_values_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_values_advantages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`section_values_advantages_order_idx\` ON \`section_values_advantages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`section_values_advantages_parent_id_idx\` ON \`section_values_advantages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_values\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`is_active\` integer,
  	\`badge_text\` text,
  	\`title\` text,
  	\`description\` text,
  	\`mission_title\` text,
  	\`mission_description\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_section_values_v_version_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`icon\` text,
  	\`color\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_values_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_section_values_v_version_values_order_idx\` ON \`_section_values_v_version_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_section_values_v_version_values_parent_id_idx\` ON \`_section_values_v_version_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_values_v_version_advantages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_values_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_section_values_v_version_advantages_order_idx\` ON \`_section_values_v_version_advantages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_section_values_v_version_advantages_parent_id_idx\` ON \`_section_values_v_version_advantages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_values_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_is_active\` integer,
  	\`version_badge_text\` text,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_mission_title\` text,
  	\`version_mission_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_section_values_v_created_at_idx\` ON \`_section_values_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_section_values_v_updated_at_idx\` ON \`_section_values_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`section_equipment_categories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`image_id\` integer,
  	\`badge\` text,
  	\`link\` text,
  	\`is_active\` integer DEFAULT true,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_equipment\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`section_equipment_categories_order_idx\` ON \`section_equipment_categories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`section_equipment_categories_parent_id_idx\` ON \`section_equipment_categories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`section_equipment_categories_image_idx\` ON \`section_equipment_categories\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`section_equipment_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`icon\` text,
  	\`is_active\` integer DEFAULT true,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_equipment\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`section_equipment_services_order_idx\` ON \`section_equipment_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`section_equipment_services_parent_id_idx\` ON \`section_equipment_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_equipment_featured_equipments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`price\` text NOT NULL,
  	\`available\` integer DEFAULT true,
  	\`image_id\` integer,
  	\`is_active\` integer DEFAULT true,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_equipment\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`section_equipment_featured_equipments_order_idx\` ON \`section_equipment_featured_equipments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`section_equipment_featured_equipments_parent_id_idx\` ON \`section_equipment_featured_equipments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`section_equipment_featured_equipments_image_idx\` ON \`section_equipment_featured_equipments\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`section_equipment\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`is_active\` integer,
  	\`badge_text\` text,
  	\`show_badge\` integer,
  	\`title\` text,
  	\`description\` text,
  	\`cta_text\` text,
  	\`cta_link\` text,
  	\`show_c_t_a\` integer,
  	\`max_display\` numeric,
  	\`show_categories_section\` integer,
  	\`show_featured_section\` integer,
  	\`show_services_section\` integer,
  	\`featured_title\` text,
  	\`featured_description\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`section_equipment_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`section_equipment\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`section_equipment_texts_order_parent\` ON \`section_equipment_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_equipment_v_version_categories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`image_id\` integer,
  	\`badge\` text,
  	\`link\` text,
  	\`is_active\` integer DEFAULT true,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_equipment_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_section_equipment_v_version_categories_order_idx\` ON \`_section_equipment_v_version_categories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_section_equipment_v_version_categories_parent_id_idx\` ON \`_section_equipment_v_version_categories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_section_equipment_v_version_categories_image_idx\` ON \`_section_equipment_v_version_categories\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_equipment_v_version_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`icon\` text,
  	\`is_active\` integer DEFAULT true,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_equipment_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_section_equipment_v_version_services_order_idx\` ON \`_section_equipment_v_version_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_section_equipment_v_version_services_parent_id_idx\` ON \`_section_equipment_v_version_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_equipment_v_version_featured_equipments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`price\` text NOT NULL,
  	\`available\` integer DEFAULT true,
  	\`image_id\` integer,
  	\`is_active\` integer DEFAULT true,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_equipment_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_section_equipment_v_version_featured_equipments_order_idx\` ON \`_section_equipment_v_version_featured_equipments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_section_equipment_v_version_featured_equipments_parent_id_idx\` ON \`_section_equipment_v_version_featured_equipments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_section_equipment_v_version_featured_equipments_image_idx\` ON \`_section_equipment_v_version_featured_equipments\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_equipment_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_is_active\` integer,
  	\`version_badge_text\` text,
  	\`version_show_badge\` integer,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_cta_text\` text,
  	\`version_cta_link\` text,
  	\`version_show_c_t_a\` integer,
  	\`version_max_display\` numeric,
  	\`version_show_categories_section\` integer,
  	\`version_show_featured_section\` integer,
  	\`version_show_services_section\` integer,
  	\`version_featured_title\` text,
  	\`version_featured_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_section_equipment_v_created_at_idx\` ON \`_section_equipment_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_section_equipment_v_updated_at_idx\` ON \`_section_equipment_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_section_equipment_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_section_equipment_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_section_equipment_v_texts_order_parent\` ON \`_section_equipment_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_quote_calculator_equipments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`category\` text,
  	\`description\` text,
  	\`daily\` numeric NOT NULL,
  	\`weekly\` numeric,
  	\`monthly\` numeric,
  	\`is_active\` integer DEFAULT true,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_quote_calculator\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`section_quote_calculator_equipments_order_idx\` ON \`section_quote_calculator_equipments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`section_quote_calculator_equipments_parent_id_idx\` ON \`section_quote_calculator_equipments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_quote_calculator\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`is_active\` integer,
  	\`badge_text\` text,
  	\`show_badge\` integer,
  	\`title\` text,
  	\`description\` text,
  	\`show_calculator\` integer,
  	\`calculator_title\` text,
  	\`show_estimated_time\` integer,
  	\`estimated_time\` text,
  	\`show_contact_info\` integer,
  	\`contact_info\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`section_quote_calculator_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`section_quote_calculator\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`section_quote_calculator_texts_order_parent\` ON \`section_quote_calculator_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_quote_calculator_v_version_equipments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`category\` text,
  	\`description\` text,
  	\`daily\` numeric NOT NULL,
  	\`weekly\` numeric,
  	\`monthly\` numeric,
  	\`is_active\` integer DEFAULT true,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_quote_calculator_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_section_quote_calculator_v_version_equipments_order_idx\` ON \`_section_quote_calculator_v_version_equipments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_section_quote_calculator_v_version_equipments_parent_id_idx\` ON \`_section_quote_calculator_v_version_equipments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_quote_calculator_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_is_active\` integer,
  	\`version_badge_text\` text,
  	\`version_show_badge\` integer,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_show_calculator\` integer,
  	\`version_calculator_title\` text,
  	\`version_show_estimated_time\` integer,
  	\`version_estimated_time\` text,
  	\`version_show_contact_info\` integer,
  	\`version_contact_info\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_section_quote_calculator_v_created_at_idx\` ON \`_section_quote_calculator_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_section_quote_calculator_v_updated_at_idx\` ON \`_section_quote_calculator_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_section_quote_calculator_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_section_quote_calculator_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_section_quote_calculator_v_texts_order_parent\` ON \`_section_quote_calculator_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`is_active\` integer,
  	\`badge_text\` text,
  	\`show_badge\` integer,
  	\`title\` text,
  	\`description\` text,
  	\`max_display\` numeric,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_section_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_is_active\` integer,
  	\`version_badge_text\` text,
  	\`version_show_badge\` integer,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_max_display\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_section_news_v_created_at_idx\` ON \`_section_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_section_news_v_updated_at_idx\` ON \`_section_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`section_newsletter\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`is_active\` integer,
  	\`badge_text\` text,
  	\`show_badge\` integer,
  	\`title\` text,
  	\`description\` text,
  	\`placeholder_text\` text,
  	\`button_text\` text,
  	\`success_message\` text,
  	\`show_privacy_text\` integer,
  	\`privacy_text\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_section_newsletter_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_is_active\` integer,
  	\`version_badge_text\` text,
  	\`version_show_badge\` integer,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_placeholder_text\` text,
  	\`version_button_text\` text,
  	\`version_success_message\` text,
  	\`version_show_privacy_text\` integer,
  	\`version_privacy_text\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_section_newsletter_v_created_at_idx\` ON \`_section_newsletter_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_section_newsletter_v_updated_at_idx\` ON \`_section_newsletter_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`section_partners_partners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`logo_id\` integer,
  	\`website\` text,
  	\`is_active\` integer DEFAULT true,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`section_partners_partners_order_idx\` ON \`section_partners_partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`section_partners_partners_parent_id_idx\` ON \`section_partners_partners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`section_partners_partners_logo_idx\` ON \`section_partners_partners\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`section_partners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`is_active\` integer,
  	\`badge_text\` text,
  	\`show_badge\` integer,
  	\`title\` text,
  	\`description\` text,
  	\`max_display\` numeric,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_section_partners_v_version_partners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`logo_id\` integer,
  	\`website\` text,
  	\`is_active\` integer DEFAULT true,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_partners_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_section_partners_v_version_partners_order_idx\` ON \`_section_partners_v_version_partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_section_partners_v_version_partners_parent_id_idx\` ON \`_section_partners_v_version_partners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_section_partners_v_version_partners_logo_idx\` ON \`_section_partners_v_version_partners\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_partners_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_is_active\` integer,
  	\`version_badge_text\` text,
  	\`version_show_badge\` integer,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_max_display\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_section_partners_v_created_at_idx\` ON \`_section_partners_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_section_partners_v_updated_at_idx\` ON \`_section_partners_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`section_contact\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`is_active\` integer,
  	\`badge_text\` text,
  	\`show_badge\` integer,
  	\`title\` text,
  	\`description\` text,
  	\`call_to_action\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`address\` text,
  	\`hours\` text,
  	\`show_map\` integer,
  	\`map_embed_url\` text,
  	\`show_social_links\` integer,
  	\`social_links_facebook\` text,
  	\`social_links_linkedin\` text,
  	\`social_links_twitter\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_section_contact_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_is_active\` integer,
  	\`version_badge_text\` text,
  	\`version_show_badge\` integer,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_call_to_action\` text,
  	\`version_phone\` text,
  	\`version_email\` text,
  	\`version_address\` text,
  	\`version_hours\` text,
  	\`version_show_map\` integer,
  	\`version_map_embed_url\` text,
  	\`version_show_social_links\` integer,
  	\`version_social_links_facebook\` text,
  	\`version_social_links_linkedin\` text,
  	\`version_social_links_twitter\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_section_contact_v_created_at_idx\` ON \`_section_contact_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_section_contact_v_updated_at_idx\` ON \`_section_contact_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`section_footer_quick_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`href\` text NOT NULL,
  	\`is_active\` integer DEFAULT true,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`section_footer_quick_links_order_idx\` ON \`section_footer_quick_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`section_footer_quick_links_parent_id_idx\` ON \`section_footer_quick_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_footer_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`is_active\` integer DEFAULT true,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`section_footer_services_order_idx\` ON \`section_footer_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`section_footer_services_parent_id_idx\` ON \`section_footer_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_footer\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`is_active\` integer,
  	\`company_name\` text,
  	\`company_logo\` text,
  	\`company_description\` text,
  	\`copyright_text\` text,
  	\`show_contact_info\` integer,
  	\`phone\` text,
  	\`email\` text,
  	\`address\` text,
  	\`show_social_links\` integer,
  	\`social_links_facebook\` text,
  	\`social_links_linkedin\` text,
  	\`social_links_twitter\` text,
  	\`show_legal_links\` integer,
  	\`legal_links_privacy\` text,
  	\`legal_links_terms\` text,
  	\`legal_links_cookies\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_section_footer_v_version_quick_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`href\` text NOT NULL,
  	\`is_active\` integer DEFAULT true,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_footer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_section_footer_v_version_quick_links_order_idx\` ON \`_section_footer_v_version_quick_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_section_footer_v_version_quick_links_parent_id_idx\` ON \`_section_footer_v_version_quick_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_footer_v_version_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`is_active\` integer DEFAULT true,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_footer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_section_footer_v_version_services_order_idx\` ON \`_section_footer_v_version_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_section_footer_v_version_services_parent_id_idx\` ON \`_section_footer_v_version_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_footer_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_is_active\` integer,
  	\`version_company_name\` text,
  	\`version_company_logo\` text,
  	\`version_company_description\` text,
  	\`version_copyright_text\` text,
  	\`version_show_contact_info\` integer,
  	\`version_phone\` text,
  	\`version_email\` text,
  	\`version_address\` text,
  	\`version_show_social_links\` integer,
  	\`version_social_links_facebook\` text,
  	\`version_social_links_linkedin\` text,
  	\`version_social_links_twitter\` text,
  	\`version_show_legal_links\` integer,
  	\`version_legal_links_privacy\` text,
  	\`version_legal_links_terms\` text,
  	\`version_legal_links_cookies\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_section_footer_v_created_at_idx\` ON \`_section_footer_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_section_footer_v_updated_at_idx\` ON \`_section_footer_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_title\` text,
  	\`site_description\` text,
  	\`contact_phone\` text,
  	\`contact_email\` text,
  	\`contact_address\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_site_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_site_title\` text,
  	\`version_site_description\` text,
  	\`version_contact_phone\` text,
  	\`version_contact_email\` text,
  	\`version_contact_address\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`top_bar_social_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`platform\` text NOT NULL,
  	\`url\` text,
  	\`icon\` text,
  	\`is_active\` integer DEFAULT true,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`top_bar\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`top_bar_social_media_order_idx\` ON \`top_bar_social_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`top_bar_social_media_parent_id_idx\` ON \`top_bar_social_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`top_bar_navigation_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`href\` text NOT NULL,
  	\`order\` numeric,
  	\`is_active\` integer DEFAULT true,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`top_bar\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`top_bar_navigation_items_order_idx\` ON \`top_bar_navigation_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`top_bar_navigation_items_parent_id_idx\` ON \`top_bar_navigation_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`top_bar\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`contact_phone\` text,
  	\`contact_email\` text,
  	\`contact_address\` text,
  	\`branding_company_name\` text,
  	\`branding_slogan\` text,
  	\`branding_logo_type\` text,
  	\`branding_logo_letter\` text,
  	\`branding_logo_image_id\` integer,
  	\`branding_logo_colors_primary\` text,
  	\`branding_logo_colors_secondary\` text,
  	\`branding_logo_background\` text,
  	\`branding_logo_background_color\` text,
  	\`branding_logo_background_gradient_from\` text,
  	\`branding_logo_background_gradient_to\` text,
  	\`display_show_phone\` integer,
  	\`display_show_email\` integer,
  	\`display_show_address\` integer,
  	\`display_show_social_media\` integer,
  	\`display_show_social_label\` integer,
  	\`cta_text\` text,
  	\`cta_action\` text,
  	\`cta_is_active\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`branding_logo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`top_bar_branding_branding_logo_image_idx\` ON \`top_bar\` (\`branding_logo_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_top_bar_v_version_social_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`platform\` text NOT NULL,
  	\`url\` text,
  	\`icon\` text,
  	\`is_active\` integer DEFAULT true,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_top_bar_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_top_bar_v_version_social_media_order_idx\` ON \`_top_bar_v_version_social_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_top_bar_v_version_social_media_parent_id_idx\` ON \`_top_bar_v_version_social_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_top_bar_v_version_navigation_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`href\` text NOT NULL,
  	\`order\` numeric,
  	\`is_active\` integer DEFAULT true,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_top_bar_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_top_bar_v_version_navigation_items_order_idx\` ON \`_top_bar_v_version_navigation_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_top_bar_v_version_navigation_items_parent_id_idx\` ON \`_top_bar_v_version_navigation_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_top_bar_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_contact_phone\` text,
  	\`version_contact_email\` text,
  	\`version_contact_address\` text,
  	\`version_branding_company_name\` text,
  	\`version_branding_slogan\` text,
  	\`version_branding_logo_type\` text,
  	\`version_branding_logo_letter\` text,
  	\`version_branding_logo_image_id\` integer,
  	\`version_branding_logo_colors_primary\` text,
  	\`version_branding_logo_colors_secondary\` text,
  	\`version_branding_logo_background\` text,
  	\`version_branding_logo_background_color\` text,
  	\`version_branding_logo_background_gradient_from\` text,
  	\`version_branding_logo_background_gradient_to\` text,
  	\`version_display_show_phone\` integer,
  	\`version_display_show_email\` integer,
  	\`version_display_show_address\` integer,
  	\`version_display_show_social_media\` integer,
  	\`version_display_show_social_label\` integer,
  	\`version_cta_text\` text,
  	\`version_cta_action\` text,
  	\`version_cta_is_active\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_branding_logo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_top_bar_v_version_branding_version_branding_logo_image_idx\` ON \`_top_bar_v\` (\`version_branding_logo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_top_bar_v_created_at_idx\` ON \`_top_bar_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_top_bar_v_updated_at_idx\` ON \`_top_bar_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`maintenance_social_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`platform\` text NOT NULL,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`maintenance\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`maintenance_social_media_order_idx\` ON \`maintenance_social_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`maintenance_social_media_parent_id_idx\` ON \`maintenance_social_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`maintenance\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`is_active\` integer,
  	\`title\` text,
  	\`description\` text,
  	\`estimated_time\` text,
  	\`progress\` numeric,
  	\`start_time\` text,
  	\`allow_contact\` integer,
  	\`allow_newsletter\` integer,
  	\`contact_info_phone\` text,
  	\`contact_info_email\` text,
  	\`contact_info_address\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`maintenance_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`maintenance\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`maintenance_texts_order_parent\` ON \`maintenance_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_maintenance_v_version_social_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`platform\` text NOT NULL,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_maintenance_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_maintenance_v_version_social_media_order_idx\` ON \`_maintenance_v_version_social_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_maintenance_v_version_social_media_parent_id_idx\` ON \`_maintenance_v_version_social_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_maintenance_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_is_active\` integer,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_estimated_time\` text,
  	\`version_progress\` numeric,
  	\`version_start_time\` text,
  	\`version_allow_contact\` integer,
  	\`version_allow_newsletter\` integer,
  	\`version_contact_info_phone\` text,
  	\`version_contact_info_email\` text,
  	\`version_contact_info_address\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_maintenance_v_created_at_idx\` ON \`_maintenance_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_maintenance_v_updated_at_idx\` ON \`_maintenance_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_maintenance_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_maintenance_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_maintenance_v_texts_order_parent\` ON \`_maintenance_v_texts\` (\`order\`,\`parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`departments\`;`)
  await db.run(sql`DROP TABLE \`departments_texts\`;`)
  await db.run(sql`DROP TABLE \`_departments_v\`;`)
  await db.run(sql`DROP TABLE \`_departments_v_texts\`;`)
  await db.run(sql`DROP TABLE \`equipment\`;`)
  await db.run(sql`DROP TABLE \`equipment_texts\`;`)
  await db.run(sql`DROP TABLE \`equipment_rels\`;`)
  await db.run(sql`DROP TABLE \`_equipment_v\`;`)
  await db.run(sql`DROP TABLE \`_equipment_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_equipment_v_rels\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`news_texts\`;`)
  await db.run(sql`DROP TABLE \`news_rels\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_news_v_rels\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`section_hero_stats\`;`)
  await db.run(sql`DROP TABLE \`section_hero\`;`)
  await db.run(sql`DROP TABLE \`_section_hero_v_version_stats\`;`)
  await db.run(sql`DROP TABLE \`_section_hero_v\`;`)
  await db.run(sql`DROP TABLE \`section_departments\`;`)
  await db.run(sql`DROP TABLE \`_section_departments_v\`;`)
  await db.run(sql`DROP TABLE \`section_values_values\`;`)
  await db.run(sql`DROP TABLE \`section_values_advantages\`;`)
  await db.run(sql`DROP TABLE \`section_values\`;`)
  await db.run(sql`DROP TABLE \`_section_values_v_version_values\`;`)
  await db.run(sql`DROP TABLE \`_section_values_v_version_advantages\`;`)
  await db.run(sql`DROP TABLE \`_section_values_v\`;`)
  await db.run(sql`DROP TABLE \`section_equipment_categories\`;`)
  await db.run(sql`DROP TABLE \`section_equipment_services\`;`)
  await db.run(sql`DROP TABLE \`section_equipment_featured_equipments\`;`)
  await db.run(sql`DROP TABLE \`section_equipment\`;`)
  await db.run(sql`DROP TABLE \`section_equipment_texts\`;`)
  await db.run(sql`DROP TABLE \`_section_equipment_v_version_categories\`;`)
  await db.run(sql`DROP TABLE \`_section_equipment_v_version_services\`;`)
  await db.run(sql`DROP TABLE \`_section_equipment_v_version_featured_equipments\`;`)
  await db.run(sql`DROP TABLE \`_section_equipment_v\`;`)
  await db.run(sql`DROP TABLE \`_section_equipment_v_texts\`;`)
  await db.run(sql`DROP TABLE \`section_quote_calculator_equipments\`;`)
  await db.run(sql`DROP TABLE \`section_quote_calculator\`;`)
  await db.run(sql`DROP TABLE \`section_quote_calculator_texts\`;`)
  await db.run(sql`DROP TABLE \`_section_quote_calculator_v_version_equipments\`;`)
  await db.run(sql`DROP TABLE \`_section_quote_calculator_v\`;`)
  await db.run(sql`DROP TABLE \`_section_quote_calculator_v_texts\`;`)
  await db.run(sql`DROP TABLE \`section_news\`;`)
  await db.run(sql`DROP TABLE \`_section_news_v\`;`)
  await db.run(sql`DROP TABLE \`section_newsletter\`;`)
  await db.run(sql`DROP TABLE \`_section_newsletter_v\`;`)
  await db.run(sql`DROP TABLE \`section_partners_partners\`;`)
  await db.run(sql`DROP TABLE \`section_partners\`;`)
  await db.run(sql`DROP TABLE \`_section_partners_v_version_partners\`;`)
  await db.run(sql`DROP TABLE \`_section_partners_v\`;`)
  await db.run(sql`DROP TABLE \`section_contact\`;`)
  await db.run(sql`DROP TABLE \`_section_contact_v\`;`)
  await db.run(sql`DROP TABLE \`section_footer_quick_links\`;`)
  await db.run(sql`DROP TABLE \`section_footer_services\`;`)
  await db.run(sql`DROP TABLE \`section_footer\`;`)
  await db.run(sql`DROP TABLE \`_section_footer_v_version_quick_links\`;`)
  await db.run(sql`DROP TABLE \`_section_footer_v_version_services\`;`)
  await db.run(sql`DROP TABLE \`_section_footer_v\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`top_bar_social_media\`;`)
  await db.run(sql`DROP TABLE \`top_bar_navigation_items\`;`)
  await db.run(sql`DROP TABLE \`top_bar\`;`)
  await db.run(sql`DROP TABLE \`_top_bar_v_version_social_media\`;`)
  await db.run(sql`DROP TABLE \`_top_bar_v_version_navigation_items\`;`)
  await db.run(sql`DROP TABLE \`_top_bar_v\`;`)
  await db.run(sql`DROP TABLE \`maintenance_social_media\`;`)
  await db.run(sql`DROP TABLE \`maintenance\`;`)
  await db.run(sql`DROP TABLE \`maintenance_texts\`;`)
  await db.run(sql`DROP TABLE \`_maintenance_v_version_social_media\`;`)
  await db.run(sql`DROP TABLE \`_maintenance_v\`;`)
  await db.run(sql`DROP TABLE \`_maintenance_v_texts\`;`)
}
