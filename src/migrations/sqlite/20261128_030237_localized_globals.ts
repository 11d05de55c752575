import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import {
  GLOBALS_DROP_OTHER_LANGUAGES,
  GLOBALS_FROM_LOCALES,
  GLOBALS_TO_LOCALES,
} from '@/platform/plugins/localizedGlobalsMigration'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`section_hero_stats_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_hero_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`section_hero_stats_locales_locale_parent_id_unique\` ON \`section_hero_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_hero_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`description\` text,
  	\`cta_text\` text,
  	\`quote_button_text\` text,
  	\`slogan_banner\` text,
  	\`experience_badge\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`section_hero_locales_locale_parent_id_unique\` ON \`section_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_hero_v_version_stats_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_hero_v_version_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_section_hero_v_version_stats_locales_locale_parent_id_uniqu\` ON \`_section_hero_v_version_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_hero_v_locales\` (
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`version_description\` text,
  	\`version_cta_text\` text,
  	\`version_quote_button_text\` text,
  	\`version_slogan_banner\` text,
  	\`version_experience_badge\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_hero_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_section_hero_v_locales_locale_parent_id_unique\` ON \`_section_hero_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_departments_locales\` (
  	\`badge_text\` text,
  	\`title\` text,
  	\`description\` text,
  	\`subtitle\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_departments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`section_departments_locales_locale_parent_id_unique\` ON \`section_departments_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_departments_v_locales\` (
  	\`version_badge_text\` text,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_subtitle\` text,
  	\`version_cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_departments_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_section_departments_v_locales_locale_parent_id_unique\` ON \`_section_departments_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_values_values_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_values_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`section_values_values_locales_locale_parent_id_unique\` ON \`section_values_values_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_values_advantages_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_values_advantages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`section_values_advantages_locales_locale_parent_id_unique\` ON \`section_values_advantages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_values_locales\` (
  	\`badge_text\` text,
  	\`title\` text,
  	\`description\` text,
  	\`mission_title\` text,
  	\`mission_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`section_values_locales_locale_parent_id_unique\` ON \`section_values_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_values_v_version_values_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_values_v_version_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_section_values_v_version_values_locales_locale_parent_id_un\` ON \`_section_values_v_version_values_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_values_v_version_advantages_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_values_v_version_advantages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_section_values_v_version_advantages_locales_locale_parent_i\` ON \`_section_values_v_version_advantages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_values_v_locales\` (
  	\`version_badge_text\` text,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_mission_title\` text,
  	\`version_mission_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_values_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_section_values_v_locales_locale_parent_id_unique\` ON \`_section_values_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_equipment_categories_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`badge\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_equipment_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`section_equipment_categories_locales_locale_parent_id_unique\` ON \`section_equipment_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_equipment_services_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_equipment_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`section_equipment_services_locales_locale_parent_id_unique\` ON \`section_equipment_services_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_equipment_featured_equipments_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`price\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_equipment_featured_equipments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`section_equipment_featured_equipments_locales_locale_parent_\` ON \`section_equipment_featured_equipments_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_equipment_locales\` (
  	\`badge_text\` text,
  	\`title\` text,
  	\`description\` text,
  	\`cta_text\` text,
  	\`featured_title\` text,
  	\`featured_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_equipment\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`section_equipment_locales_locale_parent_id_unique\` ON \`section_equipment_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_equipment_v_version_categories_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`badge\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_equipment_v_version_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_section_equipment_v_version_categories_locales_locale_paren\` ON \`_section_equipment_v_version_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_equipment_v_version_services_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_equipment_v_version_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_section_equipment_v_version_services_locales_locale_parent_\` ON \`_section_equipment_v_version_services_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_equipment_v_version_featured_equipments_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`price\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_equipment_v_version_featured_equipments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_section_equipment_v_version_featured_equipments_locales_loc\` ON \`_section_equipment_v_version_featured_equipments_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_equipment_v_locales\` (
  	\`version_badge_text\` text,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_cta_text\` text,
  	\`version_featured_title\` text,
  	\`version_featured_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_equipment_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_section_equipment_v_locales_locale_parent_id_unique\` ON \`_section_equipment_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_quote_calculator_equipments_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_quote_calculator_equipments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`section_quote_calculator_equipments_locales_locale_parent_id\` ON \`section_quote_calculator_equipments_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_quote_calculator_locales\` (
  	\`badge_text\` text,
  	\`title\` text,
  	\`description\` text,
  	\`calculator_title\` text,
  	\`estimated_time\` text,
  	\`contact_info\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_quote_calculator\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`section_quote_calculator_locales_locale_parent_id_unique\` ON \`section_quote_calculator_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_quote_calculator_v_version_equipments_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_quote_calculator_v_version_equipments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_section_quote_calculator_v_version_equipments_locales_local\` ON \`_section_quote_calculator_v_version_equipments_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_quote_calculator_v_locales\` (
  	\`version_badge_text\` text,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_calculator_title\` text,
  	\`version_estimated_time\` text,
  	\`version_contact_info\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_quote_calculator_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_section_quote_calculator_v_locales_locale_parent_id_unique\` ON \`_section_quote_calculator_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_news_locales\` (
  	\`badge_text\` text,
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`section_news_locales_locale_parent_id_unique\` ON \`section_news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_news_v_locales\` (
  	\`version_badge_text\` text,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_section_news_v_locales_locale_parent_id_unique\` ON \`_section_news_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_newsletter_locales\` (
  	\`badge_text\` text,
  	\`title\` text,
  	\`description\` text,
  	\`placeholder_text\` text,
  	\`button_text\` text,
  	\`success_message\` text,
  	\`privacy_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_newsletter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`section_newsletter_locales_locale_parent_id_unique\` ON \`section_newsletter_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_newsletter_v_locales\` (
  	\`version_badge_text\` text,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_placeholder_text\` text,
  	\`version_button_text\` text,
  	\`version_success_message\` text,
  	\`version_privacy_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_newsletter_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_section_newsletter_v_locales_locale_parent_id_unique\` ON \`_section_newsletter_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_partners_partners_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_partners_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`section_partners_partners_locales_locale_parent_id_unique\` ON \`section_partners_partners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_partners_locales\` (
  	\`badge_text\` text,
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`section_partners_locales_locale_parent_id_unique\` ON \`section_partners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_partners_v_version_partners_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_partners_v_version_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_section_partners_v_version_partners_locales_locale_parent_i\` ON \`_section_partners_v_version_partners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_partners_v_locales\` (
  	\`version_badge_text\` text,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_partners_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_section_partners_v_locales_locale_parent_id_unique\` ON \`_section_partners_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_contact_locales\` (
  	\`badge_text\` text,
  	\`title\` text,
  	\`description\` text,
  	\`call_to_action\` text,
  	\`hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_contact\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`section_contact_locales_locale_parent_id_unique\` ON \`section_contact_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_contact_v_locales\` (
  	\`version_badge_text\` text,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_call_to_action\` text,
  	\`version_hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_contact_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_section_contact_v_locales_locale_parent_id_unique\` ON \`_section_contact_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_footer_quick_links_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_footer_quick_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`section_footer_quick_links_locales_locale_parent_id_unique\` ON \`section_footer_quick_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_footer_services_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_footer_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`section_footer_services_locales_locale_parent_id_unique\` ON \`section_footer_services_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`section_footer_locales\` (
  	\`company_description\` text,
  	\`copyright_text\` text,
  	\`legal_links_privacy\` text,
  	\`legal_links_terms\` text,
  	\`legal_links_cookies\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`section_footer_locales_locale_parent_id_unique\` ON \`section_footer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_footer_v_version_quick_links_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_footer_v_version_quick_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_section_footer_v_version_quick_links_locales_locale_parent_\` ON \`_section_footer_v_version_quick_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_footer_v_version_services_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_footer_v_version_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_section_footer_v_version_services_locales_locale_parent_id_\` ON \`_section_footer_v_version_services_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_section_footer_v_locales\` (
  	\`version_company_description\` text,
  	\`version_copyright_text\` text,
  	\`version_legal_links_privacy\` text,
  	\`version_legal_links_terms\` text,
  	\`version_legal_links_cookies\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_footer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_section_footer_v_locales_locale_parent_id_unique\` ON \`_section_footer_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`site_title\` text,
  	\`site_description\` text,
  	\`opening_hours\` text,
  	\`quote_conditions\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_locales\` (
  	\`version_site_title\` text,
  	\`version_site_description\` text,
  	\`version_opening_hours\` text,
  	\`version_quote_conditions\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_settings_v_locales_locale_parent_id_unique\` ON \`_site_settings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`top_bar_navigation_items_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`top_bar_navigation_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`top_bar_navigation_items_locales_locale_parent_id_unique\` ON \`top_bar_navigation_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`top_bar_locales\` (
  	\`branding_slogan\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`top_bar\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`top_bar_locales_locale_parent_id_unique\` ON \`top_bar_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_top_bar_v_version_navigation_items_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_top_bar_v_version_navigation_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_top_bar_v_version_navigation_items_locales_locale_parent_id\` ON \`_top_bar_v_version_navigation_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_top_bar_v_locales\` (
  	\`version_branding_slogan\` text,
  	\`version_cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_top_bar_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_top_bar_v_locales_locale_parent_id_unique\` ON \`_top_bar_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_locales\` (
  	\`privacy_title\` text NOT NULL,
  	\`privacy_content\` text,
  	\`terms_title\` text NOT NULL,
  	\`terms_content\` text,
  	\`notice_title\` text NOT NULL,
  	\`notice_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_locales_locale_parent_id_unique\` ON \`legal_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_legal_pages_v_locales\` (
  	\`version_privacy_title\` text NOT NULL,
  	\`version_privacy_content\` text,
  	\`version_terms_title\` text NOT NULL,
  	\`version_terms_content\` text,
  	\`version_notice_title\` text NOT NULL,
  	\`version_notice_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_legal_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_legal_pages_v_locales_locale_parent_id_unique\` ON \`_legal_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`section_equipment_texts\` ADD \`locale\` text;`)
  await db.run(sql`CREATE INDEX \`section_equipment_texts_locale_parent\` ON \`section_equipment_texts\` (\`locale\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v_texts\` ADD \`locale\` text;`)
  await db.run(sql`CREATE INDEX \`_section_equipment_v_texts_locale_parent\` ON \`_section_equipment_v_texts\` (\`locale\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`section_quote_calculator_texts\` ADD \`locale\` text;`)
  await db.run(sql`CREATE INDEX \`section_quote_calculator_texts_locale_parent\` ON \`section_quote_calculator_texts\` (\`locale\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`_section_quote_calculator_v_texts\` ADD \`locale\` text;`)
  await db.run(sql`CREATE INDEX \`_section_quote_calculator_v_texts_locale_parent\` ON \`_section_quote_calculator_v_texts\` (\`locale\`,\`parent_id\`);`)
  // every text keeps its value, as the French one, before its column goes
  for (const statement of GLOBALS_TO_LOCALES) await db.run(sql.raw(statement))
  await db.run(sql`ALTER TABLE \`section_hero_stats\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`section_hero\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`section_hero\` DROP COLUMN \`subtitle\`;`)
  await db.run(sql`ALTER TABLE \`section_hero\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`section_hero\` DROP COLUMN \`cta_text\`;`)
  await db.run(sql`ALTER TABLE \`section_hero\` DROP COLUMN \`quote_button_text\`;`)
  await db.run(sql`ALTER TABLE \`section_hero\` DROP COLUMN \`slogan_banner\`;`)
  await db.run(sql`ALTER TABLE \`section_hero\` DROP COLUMN \`experience_badge\`;`)
  await db.run(sql`ALTER TABLE \`_section_hero_v_version_stats\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`_section_hero_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_section_hero_v\` DROP COLUMN \`version_subtitle\`;`)
  await db.run(sql`ALTER TABLE \`_section_hero_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_section_hero_v\` DROP COLUMN \`version_cta_text\`;`)
  await db.run(sql`ALTER TABLE \`_section_hero_v\` DROP COLUMN \`version_quote_button_text\`;`)
  await db.run(sql`ALTER TABLE \`_section_hero_v\` DROP COLUMN \`version_slogan_banner\`;`)
  await db.run(sql`ALTER TABLE \`_section_hero_v\` DROP COLUMN \`version_experience_badge\`;`)
  await db.run(sql`ALTER TABLE \`section_departments\` DROP COLUMN \`badge_text\`;`)
  await db.run(sql`ALTER TABLE \`section_departments\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`section_departments\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`section_departments\` DROP COLUMN \`subtitle\`;`)
  await db.run(sql`ALTER TABLE \`section_departments\` DROP COLUMN \`cta_text\`;`)
  await db.run(sql`ALTER TABLE \`_section_departments_v\` DROP COLUMN \`version_badge_text\`;`)
  await db.run(sql`ALTER TABLE \`_section_departments_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_section_departments_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_section_departments_v\` DROP COLUMN \`version_subtitle\`;`)
  await db.run(sql`ALTER TABLE \`_section_departments_v\` DROP COLUMN \`version_cta_text\`;`)
  await db.run(sql`ALTER TABLE \`section_values_values\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`section_values_values\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`section_values_advantages\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`section_values_advantages\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`section_values\` DROP COLUMN \`badge_text\`;`)
  await db.run(sql`ALTER TABLE \`section_values\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`section_values\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`section_values\` DROP COLUMN \`mission_title\`;`)
  await db.run(sql`ALTER TABLE \`section_values\` DROP COLUMN \`mission_description\`;`)
  await db.run(sql`ALTER TABLE \`_section_values_v_version_values\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_section_values_v_version_values\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_section_values_v_version_advantages\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_section_values_v_version_advantages\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_section_values_v\` DROP COLUMN \`version_badge_text\`;`)
  await db.run(sql`ALTER TABLE \`_section_values_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_section_values_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_section_values_v\` DROP COLUMN \`version_mission_title\`;`)
  await db.run(sql`ALTER TABLE \`_section_values_v\` DROP COLUMN \`version_mission_description\`;`)
  await db.run(sql`ALTER TABLE \`section_equipment_categories\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`section_equipment_categories\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`section_equipment_categories\` DROP COLUMN \`badge\`;`)
  await db.run(sql`ALTER TABLE \`section_equipment_services\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`section_equipment_services\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`section_equipment_featured_equipments\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`section_equipment_featured_equipments\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`section_equipment_featured_equipments\` DROP COLUMN \`price\`;`)
  await db.run(sql`ALTER TABLE \`section_equipment\` DROP COLUMN \`badge_text\`;`)
  await db.run(sql`ALTER TABLE \`section_equipment\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`section_equipment\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`section_equipment\` DROP COLUMN \`cta_text\`;`)
  await db.run(sql`ALTER TABLE \`section_equipment\` DROP COLUMN \`featured_title\`;`)
  await db.run(sql`ALTER TABLE \`section_equipment\` DROP COLUMN \`featured_description\`;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v_version_categories\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v_version_categories\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v_version_categories\` DROP COLUMN \`badge\`;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v_version_services\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v_version_services\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v_version_featured_equipments\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v_version_featured_equipments\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v_version_featured_equipments\` DROP COLUMN \`price\`;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v\` DROP COLUMN \`version_badge_text\`;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v\` DROP COLUMN \`version_cta_text\`;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v\` DROP COLUMN \`version_featured_title\`;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v\` DROP COLUMN \`version_featured_description\`;`)
  await db.run(sql`ALTER TABLE \`section_quote_calculator_equipments\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`section_quote_calculator_equipments\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`section_quote_calculator\` DROP COLUMN \`badge_text\`;`)
  await db.run(sql`ALTER TABLE \`section_quote_calculator\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`section_quote_calculator\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`section_quote_calculator\` DROP COLUMN \`calculator_title\`;`)
  await db.run(sql`ALTER TABLE \`section_quote_calculator\` DROP COLUMN \`estimated_time\`;`)
  await db.run(sql`ALTER TABLE \`section_quote_calculator\` DROP COLUMN \`contact_info\`;`)
  await db.run(sql`ALTER TABLE \`_section_quote_calculator_v_version_equipments\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`_section_quote_calculator_v_version_equipments\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_section_quote_calculator_v\` DROP COLUMN \`version_badge_text\`;`)
  await db.run(sql`ALTER TABLE \`_section_quote_calculator_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_section_quote_calculator_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_section_quote_calculator_v\` DROP COLUMN \`version_calculator_title\`;`)
  await db.run(sql`ALTER TABLE \`_section_quote_calculator_v\` DROP COLUMN \`version_estimated_time\`;`)
  await db.run(sql`ALTER TABLE \`_section_quote_calculator_v\` DROP COLUMN \`version_contact_info\`;`)
  await db.run(sql`ALTER TABLE \`section_news\` DROP COLUMN \`badge_text\`;`)
  await db.run(sql`ALTER TABLE \`section_news\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`section_news\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_section_news_v\` DROP COLUMN \`version_badge_text\`;`)
  await db.run(sql`ALTER TABLE \`_section_news_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_section_news_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`section_newsletter\` DROP COLUMN \`badge_text\`;`)
  await db.run(sql`ALTER TABLE \`section_newsletter\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`section_newsletter\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`section_newsletter\` DROP COLUMN \`placeholder_text\`;`)
  await db.run(sql`ALTER TABLE \`section_newsletter\` DROP COLUMN \`button_text\`;`)
  await db.run(sql`ALTER TABLE \`section_newsletter\` DROP COLUMN \`success_message\`;`)
  await db.run(sql`ALTER TABLE \`section_newsletter\` DROP COLUMN \`privacy_text\`;`)
  await db.run(sql`ALTER TABLE \`_section_newsletter_v\` DROP COLUMN \`version_badge_text\`;`)
  await db.run(sql`ALTER TABLE \`_section_newsletter_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_section_newsletter_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_section_newsletter_v\` DROP COLUMN \`version_placeholder_text\`;`)
  await db.run(sql`ALTER TABLE \`_section_newsletter_v\` DROP COLUMN \`version_button_text\`;`)
  await db.run(sql`ALTER TABLE \`_section_newsletter_v\` DROP COLUMN \`version_success_message\`;`)
  await db.run(sql`ALTER TABLE \`_section_newsletter_v\` DROP COLUMN \`version_privacy_text\`;`)
  await db.run(sql`ALTER TABLE \`section_partners_partners\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`section_partners_partners\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`section_partners\` DROP COLUMN \`badge_text\`;`)
  await db.run(sql`ALTER TABLE \`section_partners\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`section_partners\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_section_partners_v_version_partners\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`_section_partners_v_version_partners\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_section_partners_v\` DROP COLUMN \`version_badge_text\`;`)
  await db.run(sql`ALTER TABLE \`_section_partners_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_section_partners_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`section_contact\` DROP COLUMN \`badge_text\`;`)
  await db.run(sql`ALTER TABLE \`section_contact\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`section_contact\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`section_contact\` DROP COLUMN \`call_to_action\`;`)
  await db.run(sql`ALTER TABLE \`section_contact\` DROP COLUMN \`hours\`;`)
  await db.run(sql`ALTER TABLE \`_section_contact_v\` DROP COLUMN \`version_badge_text\`;`)
  await db.run(sql`ALTER TABLE \`_section_contact_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_section_contact_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_section_contact_v\` DROP COLUMN \`version_call_to_action\`;`)
  await db.run(sql`ALTER TABLE \`_section_contact_v\` DROP COLUMN \`version_hours\`;`)
  await db.run(sql`ALTER TABLE \`section_footer_quick_links\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`section_footer_services\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`section_footer\` DROP COLUMN \`company_description\`;`)
  await db.run(sql`ALTER TABLE \`section_footer\` DROP COLUMN \`copyright_text\`;`)
  await db.run(sql`ALTER TABLE \`section_footer\` DROP COLUMN \`legal_links_privacy\`;`)
  await db.run(sql`ALTER TABLE \`section_footer\` DROP COLUMN \`legal_links_terms\`;`)
  await db.run(sql`ALTER TABLE \`section_footer\` DROP COLUMN \`legal_links_cookies\`;`)
  await db.run(sql`ALTER TABLE \`_section_footer_v_version_quick_links\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`_section_footer_v_version_services\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`_section_footer_v\` DROP COLUMN \`version_company_description\`;`)
  await db.run(sql`ALTER TABLE \`_section_footer_v\` DROP COLUMN \`version_copyright_text\`;`)
  await db.run(sql`ALTER TABLE \`_section_footer_v\` DROP COLUMN \`version_legal_links_privacy\`;`)
  await db.run(sql`ALTER TABLE \`_section_footer_v\` DROP COLUMN \`version_legal_links_terms\`;`)
  await db.run(sql`ALTER TABLE \`_section_footer_v\` DROP COLUMN \`version_legal_links_cookies\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`site_title\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`site_description\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`opening_hours\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`quote_conditions\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_site_title\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_site_description\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_opening_hours\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_quote_conditions\`;`)
  await db.run(sql`ALTER TABLE \`top_bar_navigation_items\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`top_bar\` DROP COLUMN \`branding_slogan\`;`)
  await db.run(sql`ALTER TABLE \`top_bar\` DROP COLUMN \`cta_text\`;`)
  await db.run(sql`ALTER TABLE \`_top_bar_v_version_navigation_items\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`_top_bar_v\` DROP COLUMN \`version_branding_slogan\`;`)
  await db.run(sql`ALTER TABLE \`_top_bar_v\` DROP COLUMN \`version_cta_text\`;`)
  await db.run(sql`ALTER TABLE \`legal_pages\` DROP COLUMN \`privacy_title\`;`)
  await db.run(sql`ALTER TABLE \`legal_pages\` DROP COLUMN \`privacy_content\`;`)
  await db.run(sql`ALTER TABLE \`legal_pages\` DROP COLUMN \`terms_title\`;`)
  await db.run(sql`ALTER TABLE \`legal_pages\` DROP COLUMN \`terms_content\`;`)
  await db.run(sql`ALTER TABLE \`legal_pages\` DROP COLUMN \`notice_title\`;`)
  await db.run(sql`ALTER TABLE \`legal_pages\` DROP COLUMN \`notice_content\`;`)
  await db.run(sql`ALTER TABLE \`_legal_pages_v\` DROP COLUMN \`version_privacy_title\`;`)
  await db.run(sql`ALTER TABLE \`_legal_pages_v\` DROP COLUMN \`version_privacy_content\`;`)
  await db.run(sql`ALTER TABLE \`_legal_pages_v\` DROP COLUMN \`version_terms_title\`;`)
  await db.run(sql`ALTER TABLE \`_legal_pages_v\` DROP COLUMN \`version_terms_content\`;`)
  await db.run(sql`ALTER TABLE \`_legal_pages_v\` DROP COLUMN \`version_notice_title\`;`)
  await db.run(sql`ALTER TABLE \`_legal_pages_v\` DROP COLUMN \`version_notice_content\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  for (const statement of GLOBALS_DROP_OTHER_LANGUAGES) await db.run(sql.raw(statement))
  await db.run(sql`DROP INDEX \`section_equipment_texts_locale_parent\`;`)
  await db.run(sql`ALTER TABLE \`section_equipment_texts\` DROP COLUMN \`locale\`;`)
  await db.run(sql`DROP INDEX \`_section_equipment_v_texts_locale_parent\`;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v_texts\` DROP COLUMN \`locale\`;`)
  await db.run(sql`DROP INDEX \`section_quote_calculator_texts_locale_parent\`;`)
  await db.run(sql`ALTER TABLE \`section_quote_calculator_texts\` DROP COLUMN \`locale\`;`)
  await db.run(sql`DROP INDEX \`_section_quote_calculator_v_texts_locale_parent\`;`)
  await db.run(sql`ALTER TABLE \`_section_quote_calculator_v_texts\` DROP COLUMN \`locale\`;`)
  await db.run(sql`ALTER TABLE \`section_hero_stats\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`section_hero\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`section_hero\` ADD \`subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`section_hero\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`section_hero\` ADD \`cta_text\` text;`)
  await db.run(sql`ALTER TABLE \`section_hero\` ADD \`quote_button_text\` text;`)
  await db.run(sql`ALTER TABLE \`section_hero\` ADD \`slogan_banner\` text;`)
  await db.run(sql`ALTER TABLE \`section_hero\` ADD \`experience_badge\` text;`)
  await db.run(sql`ALTER TABLE \`_section_hero_v_version_stats\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`_section_hero_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_section_hero_v\` ADD \`version_subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`_section_hero_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_section_hero_v\` ADD \`version_cta_text\` text;`)
  await db.run(sql`ALTER TABLE \`_section_hero_v\` ADD \`version_quote_button_text\` text;`)
  await db.run(sql`ALTER TABLE \`_section_hero_v\` ADD \`version_slogan_banner\` text;`)
  await db.run(sql`ALTER TABLE \`_section_hero_v\` ADD \`version_experience_badge\` text;`)
  await db.run(sql`ALTER TABLE \`section_departments\` ADD \`badge_text\` text;`)
  await db.run(sql`ALTER TABLE \`section_departments\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`section_departments\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`section_departments\` ADD \`subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`section_departments\` ADD \`cta_text\` text;`)
  await db.run(sql`ALTER TABLE \`_section_departments_v\` ADD \`version_badge_text\` text;`)
  await db.run(sql`ALTER TABLE \`_section_departments_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_section_departments_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_section_departments_v\` ADD \`version_subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`_section_departments_v\` ADD \`version_cta_text\` text;`)
  await db.run(sql`ALTER TABLE \`section_values_values\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`section_values_values\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`section_values_advantages\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`section_values_advantages\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`section_values\` ADD \`badge_text\` text;`)
  await db.run(sql`ALTER TABLE \`section_values\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`section_values\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`section_values\` ADD \`mission_title\` text;`)
  await db.run(sql`ALTER TABLE \`section_values\` ADD \`mission_description\` text;`)
  await db.run(sql`ALTER TABLE \`_section_values_v_version_values\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`_section_values_v_version_values\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`_section_values_v_version_advantages\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`_section_values_v_version_advantages\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`_section_values_v\` ADD \`version_badge_text\` text;`)
  await db.run(sql`ALTER TABLE \`_section_values_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_section_values_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_section_values_v\` ADD \`version_mission_title\` text;`)
  await db.run(sql`ALTER TABLE \`_section_values_v\` ADD \`version_mission_description\` text;`)
  await db.run(sql`ALTER TABLE \`section_equipment_categories\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`section_equipment_categories\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`section_equipment_categories\` ADD \`badge\` text;`)
  await db.run(sql`ALTER TABLE \`section_equipment_services\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`section_equipment_services\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`section_equipment_featured_equipments\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`section_equipment_featured_equipments\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`section_equipment_featured_equipments\` ADD \`price\` text;`)
  await db.run(sql`ALTER TABLE \`section_equipment\` ADD \`badge_text\` text;`)
  await db.run(sql`ALTER TABLE \`section_equipment\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`section_equipment\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`section_equipment\` ADD \`cta_text\` text;`)
  await db.run(sql`ALTER TABLE \`section_equipment\` ADD \`featured_title\` text;`)
  await db.run(sql`ALTER TABLE \`section_equipment\` ADD \`featured_description\` text;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v_version_categories\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v_version_categories\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v_version_categories\` ADD \`badge\` text;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v_version_services\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v_version_services\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v_version_featured_equipments\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v_version_featured_equipments\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v_version_featured_equipments\` ADD \`price\` text;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v\` ADD \`version_badge_text\` text;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v\` ADD \`version_cta_text\` text;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v\` ADD \`version_featured_title\` text;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v\` ADD \`version_featured_description\` text;`)
  await db.run(sql`ALTER TABLE \`section_quote_calculator_equipments\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`section_quote_calculator_equipments\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`section_quote_calculator\` ADD \`badge_text\` text;`)
  await db.run(sql`ALTER TABLE \`section_quote_calculator\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`section_quote_calculator\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`section_quote_calculator\` ADD \`calculator_title\` text;`)
  await db.run(sql`ALTER TABLE \`section_quote_calculator\` ADD \`estimated_time\` text;`)
  await db.run(sql`ALTER TABLE \`section_quote_calculator\` ADD \`contact_info\` text;`)
  await db.run(sql`ALTER TABLE \`_section_quote_calculator_v_version_equipments\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`_section_quote_calculator_v_version_equipments\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`_section_quote_calculator_v\` ADD \`version_badge_text\` text;`)
  await db.run(sql`ALTER TABLE \`_section_quote_calculator_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_section_quote_calculator_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_section_quote_calculator_v\` ADD \`version_calculator_title\` text;`)
  await db.run(sql`ALTER TABLE \`_section_quote_calculator_v\` ADD \`version_estimated_time\` text;`)
  await db.run(sql`ALTER TABLE \`_section_quote_calculator_v\` ADD \`version_contact_info\` text;`)
  await db.run(sql`ALTER TABLE \`section_news\` ADD \`badge_text\` text;`)
  await db.run(sql`ALTER TABLE \`section_news\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`section_news\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`_section_news_v\` ADD \`version_badge_text\` text;`)
  await db.run(sql`ALTER TABLE \`_section_news_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_section_news_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`section_newsletter\` ADD \`badge_text\` text;`)
  await db.run(sql`ALTER TABLE \`section_newsletter\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`section_newsletter\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`section_newsletter\` ADD \`placeholder_text\` text;`)
  await db.run(sql`ALTER TABLE \`section_newsletter\` ADD \`button_text\` text;`)
  await db.run(sql`ALTER TABLE \`section_newsletter\` ADD \`success_message\` text;`)
  await db.run(sql`ALTER TABLE \`section_newsletter\` ADD \`privacy_text\` text;`)
  await db.run(sql`ALTER TABLE \`_section_newsletter_v\` ADD \`version_badge_text\` text;`)
  await db.run(sql`ALTER TABLE \`_section_newsletter_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_section_newsletter_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_section_newsletter_v\` ADD \`version_placeholder_text\` text;`)
  await db.run(sql`ALTER TABLE \`_section_newsletter_v\` ADD \`version_button_text\` text;`)
  await db.run(sql`ALTER TABLE \`_section_newsletter_v\` ADD \`version_success_message\` text;`)
  await db.run(sql`ALTER TABLE \`_section_newsletter_v\` ADD \`version_privacy_text\` text;`)
  await db.run(sql`ALTER TABLE \`section_partners_partners\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`section_partners_partners\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`section_partners\` ADD \`badge_text\` text;`)
  await db.run(sql`ALTER TABLE \`section_partners\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`section_partners\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`_section_partners_v_version_partners\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`_section_partners_v_version_partners\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`_section_partners_v\` ADD \`version_badge_text\` text;`)
  await db.run(sql`ALTER TABLE \`_section_partners_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_section_partners_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`section_contact\` ADD \`badge_text\` text;`)
  await db.run(sql`ALTER TABLE \`section_contact\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`section_contact\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`section_contact\` ADD \`call_to_action\` text;`)
  await db.run(sql`ALTER TABLE \`section_contact\` ADD \`hours\` text;`)
  await db.run(sql`ALTER TABLE \`_section_contact_v\` ADD \`version_badge_text\` text;`)
  await db.run(sql`ALTER TABLE \`_section_contact_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_section_contact_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_section_contact_v\` ADD \`version_call_to_action\` text;`)
  await db.run(sql`ALTER TABLE \`_section_contact_v\` ADD \`version_hours\` text;`)
  await db.run(sql`ALTER TABLE \`section_footer_quick_links\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`section_footer_services\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`section_footer\` ADD \`company_description\` text;`)
  await db.run(sql`ALTER TABLE \`section_footer\` ADD \`copyright_text\` text;`)
  await db.run(sql`ALTER TABLE \`section_footer\` ADD \`legal_links_privacy\` text;`)
  await db.run(sql`ALTER TABLE \`section_footer\` ADD \`legal_links_terms\` text;`)
  await db.run(sql`ALTER TABLE \`section_footer\` ADD \`legal_links_cookies\` text;`)
  await db.run(sql`ALTER TABLE \`_section_footer_v_version_quick_links\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`_section_footer_v_version_services\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`_section_footer_v\` ADD \`version_company_description\` text;`)
  await db.run(sql`ALTER TABLE \`_section_footer_v\` ADD \`version_copyright_text\` text;`)
  await db.run(sql`ALTER TABLE \`_section_footer_v\` ADD \`version_legal_links_privacy\` text;`)
  await db.run(sql`ALTER TABLE \`_section_footer_v\` ADD \`version_legal_links_terms\` text;`)
  await db.run(sql`ALTER TABLE \`_section_footer_v\` ADD \`version_legal_links_cookies\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`site_title\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`site_description\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`opening_hours\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`quote_conditions\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_site_title\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_site_description\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_opening_hours\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_quote_conditions\` text;`)
  await db.run(sql`ALTER TABLE \`top_bar_navigation_items\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`top_bar\` ADD \`branding_slogan\` text;`)
  await db.run(sql`ALTER TABLE \`top_bar\` ADD \`cta_text\` text;`)
  await db.run(sql`ALTER TABLE \`_top_bar_v_version_navigation_items\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`_top_bar_v\` ADD \`version_branding_slogan\` text;`)
  await db.run(sql`ALTER TABLE \`_top_bar_v\` ADD \`version_cta_text\` text;`)
  await db.run(sql`ALTER TABLE \`legal_pages\` ADD \`privacy_title\` text;`)
  await db.run(sql`ALTER TABLE \`legal_pages\` ADD \`privacy_content\` text;`)
  await db.run(sql`ALTER TABLE \`legal_pages\` ADD \`terms_title\` text;`)
  await db.run(sql`ALTER TABLE \`legal_pages\` ADD \`terms_content\` text;`)
  await db.run(sql`ALTER TABLE \`legal_pages\` ADD \`notice_title\` text;`)
  await db.run(sql`ALTER TABLE \`legal_pages\` ADD \`notice_content\` text;`)
  await db.run(sql`ALTER TABLE \`_legal_pages_v\` ADD \`version_privacy_title\` text;`)
  await db.run(sql`ALTER TABLE \`_legal_pages_v\` ADD \`version_privacy_content\` text;`)
  await db.run(sql`ALTER TABLE \`_legal_pages_v\` ADD \`version_terms_title\` text;`)
  await db.run(sql`ALTER TABLE \`_legal_pages_v\` ADD \`version_terms_content\` text;`)
  await db.run(sql`ALTER TABLE \`_legal_pages_v\` ADD \`version_notice_title\` text;`)
  await db.run(sql`ALTER TABLE \`_legal_pages_v\` ADD \`version_notice_content\` text;`)
  // the French values go back to their columns before the tables that hold them go
  for (const statement of GLOBALS_FROM_LOCALES) await db.run(sql.raw(statement))
  await db.run(sql`DROP TABLE \`section_hero_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`section_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_section_hero_v_version_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_section_hero_v_locales\`;`)
  await db.run(sql`DROP TABLE \`section_departments_locales\`;`)
  await db.run(sql`DROP TABLE \`_section_departments_v_locales\`;`)
  await db.run(sql`DROP TABLE \`section_values_values_locales\`;`)
  await db.run(sql`DROP TABLE \`section_values_advantages_locales\`;`)
  await db.run(sql`DROP TABLE \`section_values_locales\`;`)
  await db.run(sql`DROP TABLE \`_section_values_v_version_values_locales\`;`)
  await db.run(sql`DROP TABLE \`_section_values_v_version_advantages_locales\`;`)
  await db.run(sql`DROP TABLE \`_section_values_v_locales\`;`)
  await db.run(sql`DROP TABLE \`section_equipment_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`section_equipment_services_locales\`;`)
  await db.run(sql`DROP TABLE \`section_equipment_featured_equipments_locales\`;`)
  await db.run(sql`DROP TABLE \`section_equipment_locales\`;`)
  await db.run(sql`DROP TABLE \`_section_equipment_v_version_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`_section_equipment_v_version_services_locales\`;`)
  await db.run(sql`DROP TABLE \`_section_equipment_v_version_featured_equipments_locales\`;`)
  await db.run(sql`DROP TABLE \`_section_equipment_v_locales\`;`)
  await db.run(sql`DROP TABLE \`section_quote_calculator_equipments_locales\`;`)
  await db.run(sql`DROP TABLE \`section_quote_calculator_locales\`;`)
  await db.run(sql`DROP TABLE \`_section_quote_calculator_v_version_equipments_locales\`;`)
  await db.run(sql`DROP TABLE \`_section_quote_calculator_v_locales\`;`)
  await db.run(sql`DROP TABLE \`section_news_locales\`;`)
  await db.run(sql`DROP TABLE \`_section_news_v_locales\`;`)
  await db.run(sql`DROP TABLE \`section_newsletter_locales\`;`)
  await db.run(sql`DROP TABLE \`_section_newsletter_v_locales\`;`)
  await db.run(sql`DROP TABLE \`section_partners_partners_locales\`;`)
  await db.run(sql`DROP TABLE \`section_partners_locales\`;`)
  await db.run(sql`DROP TABLE \`_section_partners_v_version_partners_locales\`;`)
  await db.run(sql`DROP TABLE \`_section_partners_v_locales\`;`)
  await db.run(sql`DROP TABLE \`section_contact_locales\`;`)
  await db.run(sql`DROP TABLE \`_section_contact_v_locales\`;`)
  await db.run(sql`DROP TABLE \`section_footer_quick_links_locales\`;`)
  await db.run(sql`DROP TABLE \`section_footer_services_locales\`;`)
  await db.run(sql`DROP TABLE \`section_footer_locales\`;`)
  await db.run(sql`DROP TABLE \`_section_footer_v_version_quick_links_locales\`;`)
  await db.run(sql`DROP TABLE \`_section_footer_v_version_services_locales\`;`)
  await db.run(sql`DROP TABLE \`_section_footer_v_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_locales\`;`)
  await db.run(sql`DROP TABLE \`top_bar_navigation_items_locales\`;`)
  await db.run(sql`DROP TABLE \`top_bar_locales\`;`)
  await db.run(sql`DROP TABLE \`_top_bar_v_version_navigation_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_top_bar_v_locales\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v_locales\`;`)
}
