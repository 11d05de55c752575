import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { DROP_OTHER_LANGUAGES, FROM_LOCALES, TO_LOCALES } from '@/platform/plugins/localizedContentMigration'

/**
 * #45: Payload's localization of what visitors read (machines, departments, articles, pages and
 * projects: names, titles, descriptions, texts, lists of words, a page's blocks, SEO title and
 * description). Their columns move into `*_locales` tables (and a `locale` on lists, a page's
 * blocks and their relations); every stored value stays, as the French one. A page's blocks take
 * `_locale` with 'fr' as its default: SQLite adds no NOT NULL column without one.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`departments_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`homepage_settings_homepage_title\` text,
  	\`homepage_settings_homepage_description\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`departments_locales_locale_parent_id_unique\` ON \`departments_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_departments_v_locales\` (
  	\`version_name\` text,
  	\`version_description\` text,
  	\`version_homepage_settings_homepage_title\` text,
  	\`version_homepage_settings_homepage_description\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_departments_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_departments_v_locales_locale_parent_id_unique\` ON \`_departments_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`equipment_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`equipment\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`equipment_locales_locale_parent_id_unique\` ON \`equipment_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_equipment_v_locales\` (
  	\`version_name\` text,
  	\`version_description\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_equipment_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_equipment_v_locales_locale_parent_id_unique\` ON \`_equipment_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`content\` text,
  	\`search_text\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_locales_locale_parent_id_unique\` ON \`news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`version_search_text\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_v_locales_locale_parent_id_unique\` ON \`_news_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_intro\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`content\` text,
  	\`testimonial_quote\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_locales_locale_parent_id_unique\` ON \`projects_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_content\` text,
  	\`version_testimonial_quote\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_locales_locale_parent_id_unique\` ON \`_projects_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`DROP INDEX \`pages_rels_media_id_idx\`;`)
  await db.run(sql`DROP INDEX \`pages_rels_equipment_id_idx\`;`)
  await db.run(sql`DROP INDEX \`pages_rels_departments_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`locale\` text;`)
  await db.run(sql`CREATE INDEX \`pages_rels_locale_idx\` ON \`pages_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_media_id_idx\` ON \`pages_rels\` (\`media_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_equipment_id_idx\` ON \`pages_rels\` (\`equipment_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_departments_id_idx\` ON \`pages_rels\` (\`departments_id\`,\`locale\`);`)
  await db.run(sql`DROP INDEX \`_pages_v_rels_media_id_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_rels_equipment_id_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_rels_departments_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`locale\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_locale_idx\` ON \`_pages_v_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_media_id_idx\` ON \`_pages_v_rels\` (\`media_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_equipment_id_idx\` ON \`_pages_v_rels\` (\`equipment_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_departments_id_idx\` ON \`_pages_v_rels\` (\`departments_id\`,\`locale\`);`)
  await db.run(sql`ALTER TABLE \`departments_texts\` ADD \`locale\` text;`)
  await db.run(sql`CREATE INDEX \`departments_texts_locale_parent\` ON \`departments_texts\` (\`locale\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`_departments_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_departments_v_snapshot_idx\` ON \`_departments_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_published_locale_idx\` ON \`_departments_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_departments_v_texts\` ADD \`locale\` text;`)
  await db.run(sql`CREATE INDEX \`_departments_v_texts_locale_parent\` ON \`_departments_v_texts\` (\`locale\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`equipment_texts\` ADD \`locale\` text;`)
  await db.run(sql`CREATE INDEX \`equipment_texts_locale_parent\` ON \`equipment_texts\` (\`locale\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_equipment_v_snapshot_idx\` ON \`_equipment_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_published_locale_idx\` ON \`_equipment_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_equipment_v_texts\` ADD \`locale\` text;`)
  await db.run(sql`CREATE INDEX \`_equipment_v_texts_locale_parent\` ON \`_equipment_v_texts\` (\`locale\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`news_texts\` ADD \`locale\` text;`)
  await db.run(sql`CREATE INDEX \`news_texts_locale_parent\` ON \`news_texts\` (\`locale\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_news_v_texts\` ADD \`locale\` text;`)
  await db.run(sql`CREATE INDEX \`_news_v_texts_locale_parent\` ON \`_news_v_texts\` (\`locale\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_content\` ADD \`_locale\` text DEFAULT 'fr' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_locale_idx\` ON \`pages_blocks_content\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_media_with_text\` ADD \`_locale\` text DEFAULT 'fr' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_with_text_locale_idx\` ON \`pages_blocks_media_with_text\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_gallery\` ADD \`_locale\` text DEFAULT 'fr' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_locale_idx\` ON \`pages_blocks_gallery\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action\` ADD \`_locale\` text DEFAULT 'fr' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_locale_idx\` ON \`pages_blocks_call_to_action\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cards\` ADD \`_locale\` text DEFAULT 'fr' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_locale_idx\` ON \`pages_blocks_cards\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_faq_items\` ADD \`_locale\` text DEFAULT 'fr' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_items_locale_idx\` ON \`pages_blocks_faq_items\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_faq\` ADD \`_locale\` text DEFAULT 'fr' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_locale_idx\` ON \`pages_blocks_faq\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials_items\` ADD \`_locale\` text DEFAULT 'fr' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_items_locale_idx\` ON \`pages_blocks_testimonials_items\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials\` ADD \`_locale\` text DEFAULT 'fr' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_locale_idx\` ON \`pages_blocks_testimonials\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_content\` ADD \`_locale\` text DEFAULT 'fr' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_locale_idx\` ON \`_pages_v_blocks_content\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_media_with_text\` ADD \`_locale\` text DEFAULT 'fr' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_with_text_locale_idx\` ON \`_pages_v_blocks_media_with_text\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_gallery\` ADD \`_locale\` text DEFAULT 'fr' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_locale_idx\` ON \`_pages_v_blocks_gallery\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action\` ADD \`_locale\` text DEFAULT 'fr' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_locale_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cards\` ADD \`_locale\` text DEFAULT 'fr' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_locale_idx\` ON \`_pages_v_blocks_cards\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_faq_items\` ADD \`_locale\` text DEFAULT 'fr' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_items_locale_idx\` ON \`_pages_v_blocks_faq_items\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_faq\` ADD \`_locale\` text DEFAULT 'fr' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_locale_idx\` ON \`_pages_v_blocks_faq\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials_items\` ADD \`_locale\` text DEFAULT 'fr' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_items_locale_idx\` ON \`_pages_v_blocks_testimonials_items\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials\` ADD \`_locale\` text DEFAULT 'fr' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_locale_idx\` ON \`_pages_v_blocks_testimonials\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_projects_v_snapshot_idx\` ON \`_projects_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_published_locale_idx\` ON \`_projects_v\` (\`published_locale\`);`)
  // every value that became localized is kept as the French one, before its old column goes
  for (const statement of TO_LOCALES) await db.run(sql.raw(statement))
  await db.run(sql`ALTER TABLE \`_departments_v\` DROP COLUMN \`version_name\`;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` DROP COLUMN \`version_homepage_settings_homepage_title\`;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` DROP COLUMN \`version_homepage_settings_homepage_description\`;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` DROP COLUMN \`version_meta_title\`;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` DROP COLUMN \`version_meta_description\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` DROP COLUMN \`version_name\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` DROP COLUMN \`version_meta_title\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` DROP COLUMN \`version_meta_description\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_excerpt\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_content\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_search_text\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_meta_title\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_meta_description\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_intro\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_meta_title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_meta_description\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version_summary\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version_content\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version_testimonial_quote\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version_meta_title\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version_meta_description\`;`)
  await db.run(sql`ALTER TABLE \`departments\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`departments\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`departments\` DROP COLUMN \`homepage_settings_homepage_title\`;`)
  await db.run(sql`ALTER TABLE \`departments\` DROP COLUMN \`homepage_settings_homepage_description\`;`)
  await db.run(sql`ALTER TABLE \`departments\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`departments\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`equipment\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`equipment\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`equipment\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`equipment\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`excerpt\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`search_text\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`summary\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`testimonial_quote\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`meta_description\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  for (const statement of DROP_OTHER_LANGUAGES) await db.run(sql.raw(statement))
  await db.run(sql`DROP INDEX \`departments_texts_locale_parent\`;`)
  await db.run(sql`ALTER TABLE \`departments_texts\` DROP COLUMN \`locale\`;`)
  await db.run(sql`DROP INDEX \`_departments_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_departments_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` ADD \`version_name\` text;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` ADD \`version_homepage_settings_homepage_title\` text;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` ADD \`version_homepage_settings_homepage_description\` text;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_departments_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_departments_v_texts_locale_parent\`;`)
  await db.run(sql`ALTER TABLE \`_departments_v_texts\` DROP COLUMN \`locale\`;`)
  await db.run(sql`DROP INDEX \`equipment_texts_locale_parent\`;`)
  await db.run(sql`ALTER TABLE \`equipment_texts\` DROP COLUMN \`locale\`;`)
  await db.run(sql`DROP INDEX \`_equipment_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_equipment_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` ADD \`version_name\` text;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_equipment_v_texts_locale_parent\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v_texts\` DROP COLUMN \`locale\`;`)
  await db.run(sql`DROP INDEX \`news_texts_locale_parent\`;`)
  await db.run(sql`ALTER TABLE \`news_texts\` DROP COLUMN \`locale\`;`)
  await db.run(sql`DROP INDEX \`_news_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_news_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_excerpt\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_content\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_search_text\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_news_v_texts_locale_parent\`;`)
  await db.run(sql`ALTER TABLE \`_news_v_texts\` DROP COLUMN \`locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_content_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_content\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_media_with_text_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_media_with_text\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_gallery_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_gallery\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_call_to_action_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_cards_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cards\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_faq_items_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_faq_items\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_faq_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_faq\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_testimonials_items_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials_items\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_testimonials_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_rels_locale_idx\`;`)
  await db.run(sql`DROP INDEX \`pages_rels_media_id_idx\`;`)
  await db.run(sql`DROP INDEX \`pages_rels_equipment_id_idx\`;`)
  await db.run(sql`DROP INDEX \`pages_rels_departments_id_idx\`;`)
  await db.run(sql`CREATE INDEX \`pages_rels_media_id_idx\` ON \`pages_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_equipment_id_idx\` ON \`pages_rels\` (\`equipment_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_departments_id_idx\` ON \`pages_rels\` (\`departments_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_rels\` DROP COLUMN \`locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_content_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_content\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_media_with_text_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_media_with_text\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_gallery_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_gallery\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_call_to_action_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_cards_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cards\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_faq_items_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_faq_items\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_faq_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_faq\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_testimonials_items_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials_items\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_testimonials_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_rels_locale_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_rels_media_id_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_rels_equipment_id_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_rels_departments_id_idx\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_media_id_idx\` ON \`_pages_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_equipment_id_idx\` ON \`_pages_v_rels\` (\`equipment_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_departments_id_idx\` ON \`_pages_v_rels\` (\`departments_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` DROP COLUMN \`locale\`;`)
  await db.run(sql`DROP INDEX \`_projects_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_projects_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_summary\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_content\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_testimonial_quote\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`ALTER TABLE \`departments\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`departments\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`departments\` ADD \`homepage_settings_homepage_title\` text;`)
  await db.run(sql`ALTER TABLE \`departments\` ADD \`homepage_settings_homepage_description\` text;`)
  await db.run(sql`ALTER TABLE \`departments\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`departments\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`equipment\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`equipment\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`equipment\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`equipment\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`excerpt\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`search_text\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`summary\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`testimonial_quote\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`meta_description\` text;`)
  // the French values go back to their columns before the tables that hold them go
  for (const statement of FROM_LOCALES) await db.run(sql.raw(statement))
  await db.run(sql`DROP TABLE \`departments_locales\`;`)
  await db.run(sql`DROP TABLE \`_departments_v_locales\`;`)
  await db.run(sql`DROP TABLE \`equipment_locales\`;`)
  await db.run(sql`DROP TABLE \`_equipment_v_locales\`;`)
  await db.run(sql`DROP TABLE \`news_locales\`;`)
  await db.run(sql`DROP TABLE \`_news_v_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_locales\`;`)
}
