import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import {
  GLOBALS_DROP_OTHER_LANGUAGES,
  GLOBALS_FROM_LOCALES,
  GLOBALS_TO_LOCALES,
} from '@/platform/plugins/localizedGlobalsMigration'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "section_hero_stats_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "section_hero_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"description" varchar,
  	"cta_text" varchar,
  	"quote_button_text" varchar,
  	"slogan_banner" varchar,
  	"experience_badge" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_section_hero_v_version_stats_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_section_hero_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_description" varchar,
  	"version_cta_text" varchar,
  	"version_quote_button_text" varchar,
  	"version_slogan_banner" varchar,
  	"version_experience_badge" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "section_departments_locales" (
  	"badge_text" varchar,
  	"title" varchar,
  	"description" varchar,
  	"subtitle" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_section_departments_v_locales" (
  	"version_badge_text" varchar,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_subtitle" varchar,
  	"version_cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "section_values_values_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "section_values_advantages_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "section_values_locales" (
  	"badge_text" varchar,
  	"title" varchar,
  	"description" varchar,
  	"mission_title" varchar,
  	"mission_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_section_values_v_version_values_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_section_values_v_version_advantages_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_section_values_v_locales" (
  	"version_badge_text" varchar,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_mission_title" varchar,
  	"version_mission_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "section_equipment_categories_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"badge" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "section_equipment_services_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "section_equipment_featured_equipments_locales" (
  	"name" varchar,
  	"description" varchar,
  	"price" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "section_equipment_locales" (
  	"badge_text" varchar,
  	"title" varchar,
  	"description" varchar,
  	"cta_text" varchar,
  	"featured_title" varchar,
  	"featured_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_section_equipment_v_version_categories_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"badge" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_section_equipment_v_version_services_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_section_equipment_v_version_featured_equipments_locales" (
  	"name" varchar,
  	"description" varchar,
  	"price" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_section_equipment_v_locales" (
  	"version_badge_text" varchar,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_cta_text" varchar,
  	"version_featured_title" varchar,
  	"version_featured_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "section_quote_calculator_equipments_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "section_quote_calculator_locales" (
  	"badge_text" varchar,
  	"title" varchar,
  	"description" varchar,
  	"calculator_title" varchar,
  	"estimated_time" varchar,
  	"contact_info" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_section_quote_calculator_v_version_equipments_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_section_quote_calculator_v_locales" (
  	"version_badge_text" varchar,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_calculator_title" varchar,
  	"version_estimated_time" varchar,
  	"version_contact_info" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "section_news_locales" (
  	"badge_text" varchar,
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_section_news_v_locales" (
  	"version_badge_text" varchar,
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "section_newsletter_locales" (
  	"badge_text" varchar,
  	"title" varchar,
  	"description" varchar,
  	"placeholder_text" varchar,
  	"button_text" varchar,
  	"success_message" varchar,
  	"privacy_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_section_newsletter_v_locales" (
  	"version_badge_text" varchar,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_placeholder_text" varchar,
  	"version_button_text" varchar,
  	"version_success_message" varchar,
  	"version_privacy_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "section_partners_partners_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "section_partners_locales" (
  	"badge_text" varchar,
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_section_partners_v_version_partners_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_section_partners_v_locales" (
  	"version_badge_text" varchar,
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "section_contact_locales" (
  	"badge_text" varchar,
  	"title" varchar,
  	"description" varchar,
  	"call_to_action" varchar,
  	"hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_section_contact_v_locales" (
  	"version_badge_text" varchar,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_call_to_action" varchar,
  	"version_hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "section_footer_quick_links_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "section_footer_services_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "section_footer_locales" (
  	"company_description" varchar,
  	"copyright_text" varchar,
  	"legal_links_privacy" varchar,
  	"legal_links_terms" varchar,
  	"legal_links_cookies" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_section_footer_v_version_quick_links_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_section_footer_v_version_services_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_section_footer_v_locales" (
  	"version_company_description" varchar,
  	"version_copyright_text" varchar,
  	"version_legal_links_privacy" varchar,
  	"version_legal_links_terms" varchar,
  	"version_legal_links_cookies" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_locales" (
  	"site_title" varchar,
  	"site_description" varchar,
  	"opening_hours" varchar,
  	"quote_conditions" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_locales" (
  	"version_site_title" varchar,
  	"version_site_description" varchar,
  	"version_opening_hours" varchar,
  	"version_quote_conditions" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "top_bar_navigation_items_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "top_bar_locales" (
  	"branding_slogan" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_top_bar_v_version_navigation_items_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_top_bar_v_locales" (
  	"version_branding_slogan" varchar,
  	"version_cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "legal_pages_locales" (
  	"privacy_title" varchar NOT NULL,
  	"privacy_content" jsonb,
  	"terms_title" varchar NOT NULL,
  	"terms_content" jsonb,
  	"notice_title" varchar NOT NULL,
  	"notice_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_legal_pages_v_locales" (
  	"version_privacy_title" varchar NOT NULL,
  	"version_privacy_content" jsonb,
  	"version_terms_title" varchar NOT NULL,
  	"version_terms_content" jsonb,
  	"version_notice_title" varchar NOT NULL,
  	"version_notice_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "section_equipment_texts" ADD COLUMN "locale" "_locales";
  ALTER TABLE "_section_equipment_v_texts" ADD COLUMN "locale" "_locales";
  ALTER TABLE "section_quote_calculator_texts" ADD COLUMN "locale" "_locales";
  ALTER TABLE "_section_quote_calculator_v_texts" ADD COLUMN "locale" "_locales";
  ALTER TABLE "section_hero_stats_locales" ADD CONSTRAINT "section_hero_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_hero_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_hero_locales" ADD CONSTRAINT "section_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_hero_v_version_stats_locales" ADD CONSTRAINT "_section_hero_v_version_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_hero_v_version_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_hero_v_locales" ADD CONSTRAINT "_section_hero_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_hero_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_departments_locales" ADD CONSTRAINT "section_departments_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_departments_v_locales" ADD CONSTRAINT "_section_departments_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_departments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_values_values_locales" ADD CONSTRAINT "section_values_values_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_values_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_values_advantages_locales" ADD CONSTRAINT "section_values_advantages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_values_advantages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_values_locales" ADD CONSTRAINT "section_values_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_values_v_version_values_locales" ADD CONSTRAINT "_section_values_v_version_values_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_values_v_version_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_values_v_version_advantages_locales" ADD CONSTRAINT "_section_values_v_version_advantages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_values_v_version_advantages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_values_v_locales" ADD CONSTRAINT "_section_values_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_values_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_equipment_categories_locales" ADD CONSTRAINT "section_equipment_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_equipment_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_equipment_services_locales" ADD CONSTRAINT "section_equipment_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_equipment_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_equipment_featured_equipments_locales" ADD CONSTRAINT "section_equipment_featured_equipments_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_equipment_featured_equipments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_equipment_locales" ADD CONSTRAINT "section_equipment_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_equipment"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_equipment_v_version_categories_locales" ADD CONSTRAINT "_section_equipment_v_version_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_equipment_v_version_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_equipment_v_version_services_locales" ADD CONSTRAINT "_section_equipment_v_version_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_equipment_v_version_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_equipment_v_version_featured_equipments_locales" ADD CONSTRAINT "_section_equipment_v_version_featured_equipments_locales__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_equipment_v_version_featured_equipments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_equipment_v_locales" ADD CONSTRAINT "_section_equipment_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_equipment_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_quote_calculator_equipments_locales" ADD CONSTRAINT "section_quote_calculator_equipments_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_quote_calculator_equipments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_quote_calculator_locales" ADD CONSTRAINT "section_quote_calculator_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_quote_calculator"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_quote_calculator_v_version_equipments_locales" ADD CONSTRAINT "_section_quote_calculator_v_version_equipments_locales_pa_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_quote_calculator_v_version_equipments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_quote_calculator_v_locales" ADD CONSTRAINT "_section_quote_calculator_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_quote_calculator_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_news_locales" ADD CONSTRAINT "section_news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_news_v_locales" ADD CONSTRAINT "_section_news_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_newsletter_locales" ADD CONSTRAINT "section_newsletter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_newsletter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_newsletter_v_locales" ADD CONSTRAINT "_section_newsletter_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_newsletter_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_partners_partners_locales" ADD CONSTRAINT "section_partners_partners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_partners_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_partners_locales" ADD CONSTRAINT "section_partners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_partners_v_version_partners_locales" ADD CONSTRAINT "_section_partners_v_version_partners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_partners_v_version_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_partners_v_locales" ADD CONSTRAINT "_section_partners_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_partners_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_contact_locales" ADD CONSTRAINT "section_contact_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_contact_v_locales" ADD CONSTRAINT "_section_contact_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_contact_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_footer_quick_links_locales" ADD CONSTRAINT "section_footer_quick_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_footer_quick_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_footer_services_locales" ADD CONSTRAINT "section_footer_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_footer_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_footer_locales" ADD CONSTRAINT "section_footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_footer_v_version_quick_links_locales" ADD CONSTRAINT "_section_footer_v_version_quick_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_footer_v_version_quick_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_footer_v_version_services_locales" ADD CONSTRAINT "_section_footer_v_version_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_footer_v_version_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_footer_v_locales" ADD CONSTRAINT "_section_footer_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_locales" ADD CONSTRAINT "_site_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "top_bar_navigation_items_locales" ADD CONSTRAINT "top_bar_navigation_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."top_bar_navigation_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "top_bar_locales" ADD CONSTRAINT "top_bar_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."top_bar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_top_bar_v_version_navigation_items_locales" ADD CONSTRAINT "_top_bar_v_version_navigation_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_top_bar_v_version_navigation_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_top_bar_v_locales" ADD CONSTRAINT "_top_bar_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_top_bar_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_pages_locales" ADD CONSTRAINT "legal_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v_locales" ADD CONSTRAINT "_legal_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "section_hero_stats_locales_locale_parent_id_unique" ON "section_hero_stats_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "section_hero_locales_locale_parent_id_unique" ON "section_hero_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_section_hero_v_version_stats_locales_locale_parent_id_uniqu" ON "_section_hero_v_version_stats_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_section_hero_v_locales_locale_parent_id_unique" ON "_section_hero_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "section_departments_locales_locale_parent_id_unique" ON "section_departments_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_section_departments_v_locales_locale_parent_id_unique" ON "_section_departments_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "section_values_values_locales_locale_parent_id_unique" ON "section_values_values_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "section_values_advantages_locales_locale_parent_id_unique" ON "section_values_advantages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "section_values_locales_locale_parent_id_unique" ON "section_values_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_section_values_v_version_values_locales_locale_parent_id_un" ON "_section_values_v_version_values_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_section_values_v_version_advantages_locales_locale_parent_i" ON "_section_values_v_version_advantages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_section_values_v_locales_locale_parent_id_unique" ON "_section_values_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "section_equipment_categories_locales_locale_parent_id_unique" ON "section_equipment_categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "section_equipment_services_locales_locale_parent_id_unique" ON "section_equipment_services_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "section_equipment_featured_equipments_locales_locale_parent_" ON "section_equipment_featured_equipments_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "section_equipment_locales_locale_parent_id_unique" ON "section_equipment_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_section_equipment_v_version_categories_locales_locale_paren" ON "_section_equipment_v_version_categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_section_equipment_v_version_services_locales_locale_parent_" ON "_section_equipment_v_version_services_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_section_equipment_v_version_featured_equipments_locales_loc" ON "_section_equipment_v_version_featured_equipments_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_section_equipment_v_locales_locale_parent_id_unique" ON "_section_equipment_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "section_quote_calculator_equipments_locales_locale_parent_id" ON "section_quote_calculator_equipments_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "section_quote_calculator_locales_locale_parent_id_unique" ON "section_quote_calculator_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_section_quote_calculator_v_version_equipments_locales_local" ON "_section_quote_calculator_v_version_equipments_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_section_quote_calculator_v_locales_locale_parent_id_unique" ON "_section_quote_calculator_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "section_news_locales_locale_parent_id_unique" ON "section_news_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_section_news_v_locales_locale_parent_id_unique" ON "_section_news_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "section_newsletter_locales_locale_parent_id_unique" ON "section_newsletter_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_section_newsletter_v_locales_locale_parent_id_unique" ON "_section_newsletter_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "section_partners_partners_locales_locale_parent_id_unique" ON "section_partners_partners_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "section_partners_locales_locale_parent_id_unique" ON "section_partners_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_section_partners_v_version_partners_locales_locale_parent_i" ON "_section_partners_v_version_partners_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_section_partners_v_locales_locale_parent_id_unique" ON "_section_partners_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "section_contact_locales_locale_parent_id_unique" ON "section_contact_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_section_contact_v_locales_locale_parent_id_unique" ON "_section_contact_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "section_footer_quick_links_locales_locale_parent_id_unique" ON "section_footer_quick_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "section_footer_services_locales_locale_parent_id_unique" ON "section_footer_services_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "section_footer_locales_locale_parent_id_unique" ON "section_footer_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_section_footer_v_version_quick_links_locales_locale_parent_" ON "_section_footer_v_version_quick_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_section_footer_v_version_services_locales_locale_parent_id_" ON "_section_footer_v_version_services_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_section_footer_v_locales_locale_parent_id_unique" ON "_section_footer_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_site_settings_v_locales_locale_parent_id_unique" ON "_site_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "top_bar_navigation_items_locales_locale_parent_id_unique" ON "top_bar_navigation_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "top_bar_locales_locale_parent_id_unique" ON "top_bar_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_top_bar_v_version_navigation_items_locales_locale_parent_id" ON "_top_bar_v_version_navigation_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_top_bar_v_locales_locale_parent_id_unique" ON "_top_bar_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "legal_pages_locales_locale_parent_id_unique" ON "legal_pages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_legal_pages_v_locales_locale_parent_id_unique" ON "_legal_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "section_equipment_texts_locale_parent" ON "section_equipment_texts" USING btree ("locale","parent_id");
  CREATE INDEX "_section_equipment_v_texts_locale_parent" ON "_section_equipment_v_texts" USING btree ("locale","parent_id");
  CREATE INDEX "section_quote_calculator_texts_locale_parent" ON "section_quote_calculator_texts" USING btree ("locale","parent_id");
  CREATE INDEX "_section_quote_calculator_v_texts_locale_parent" ON "_section_quote_calculator_v_texts" USING btree ("locale","parent_id");`)
  // every text keeps its value, as the French one, before its column goes
  for (const statement of GLOBALS_TO_LOCALES) await db.execute(sql.raw(statement))
  await db.execute(sql`
  ALTER TABLE "section_hero_stats" DROP COLUMN "label";
  ALTER TABLE "section_hero" DROP COLUMN "title";
  ALTER TABLE "section_hero" DROP COLUMN "subtitle";
  ALTER TABLE "section_hero" DROP COLUMN "description";
  ALTER TABLE "section_hero" DROP COLUMN "cta_text";
  ALTER TABLE "section_hero" DROP COLUMN "quote_button_text";
  ALTER TABLE "section_hero" DROP COLUMN "slogan_banner";
  ALTER TABLE "section_hero" DROP COLUMN "experience_badge";
  ALTER TABLE "_section_hero_v_version_stats" DROP COLUMN "label";
  ALTER TABLE "_section_hero_v" DROP COLUMN "version_title";
  ALTER TABLE "_section_hero_v" DROP COLUMN "version_subtitle";
  ALTER TABLE "_section_hero_v" DROP COLUMN "version_description";
  ALTER TABLE "_section_hero_v" DROP COLUMN "version_cta_text";
  ALTER TABLE "_section_hero_v" DROP COLUMN "version_quote_button_text";
  ALTER TABLE "_section_hero_v" DROP COLUMN "version_slogan_banner";
  ALTER TABLE "_section_hero_v" DROP COLUMN "version_experience_badge";
  ALTER TABLE "section_departments" DROP COLUMN "badge_text";
  ALTER TABLE "section_departments" DROP COLUMN "title";
  ALTER TABLE "section_departments" DROP COLUMN "description";
  ALTER TABLE "section_departments" DROP COLUMN "subtitle";
  ALTER TABLE "section_departments" DROP COLUMN "cta_text";
  ALTER TABLE "_section_departments_v" DROP COLUMN "version_badge_text";
  ALTER TABLE "_section_departments_v" DROP COLUMN "version_title";
  ALTER TABLE "_section_departments_v" DROP COLUMN "version_description";
  ALTER TABLE "_section_departments_v" DROP COLUMN "version_subtitle";
  ALTER TABLE "_section_departments_v" DROP COLUMN "version_cta_text";
  ALTER TABLE "section_values_values" DROP COLUMN "title";
  ALTER TABLE "section_values_values" DROP COLUMN "description";
  ALTER TABLE "section_values_advantages" DROP COLUMN "title";
  ALTER TABLE "section_values_advantages" DROP COLUMN "description";
  ALTER TABLE "section_values" DROP COLUMN "badge_text";
  ALTER TABLE "section_values" DROP COLUMN "title";
  ALTER TABLE "section_values" DROP COLUMN "description";
  ALTER TABLE "section_values" DROP COLUMN "mission_title";
  ALTER TABLE "section_values" DROP COLUMN "mission_description";
  ALTER TABLE "_section_values_v_version_values" DROP COLUMN "title";
  ALTER TABLE "_section_values_v_version_values" DROP COLUMN "description";
  ALTER TABLE "_section_values_v_version_advantages" DROP COLUMN "title";
  ALTER TABLE "_section_values_v_version_advantages" DROP COLUMN "description";
  ALTER TABLE "_section_values_v" DROP COLUMN "version_badge_text";
  ALTER TABLE "_section_values_v" DROP COLUMN "version_title";
  ALTER TABLE "_section_values_v" DROP COLUMN "version_description";
  ALTER TABLE "_section_values_v" DROP COLUMN "version_mission_title";
  ALTER TABLE "_section_values_v" DROP COLUMN "version_mission_description";
  ALTER TABLE "section_equipment_categories" DROP COLUMN "title";
  ALTER TABLE "section_equipment_categories" DROP COLUMN "description";
  ALTER TABLE "section_equipment_categories" DROP COLUMN "badge";
  ALTER TABLE "section_equipment_services" DROP COLUMN "title";
  ALTER TABLE "section_equipment_services" DROP COLUMN "description";
  ALTER TABLE "section_equipment_featured_equipments" DROP COLUMN "name";
  ALTER TABLE "section_equipment_featured_equipments" DROP COLUMN "description";
  ALTER TABLE "section_equipment_featured_equipments" DROP COLUMN "price";
  ALTER TABLE "section_equipment" DROP COLUMN "badge_text";
  ALTER TABLE "section_equipment" DROP COLUMN "title";
  ALTER TABLE "section_equipment" DROP COLUMN "description";
  ALTER TABLE "section_equipment" DROP COLUMN "cta_text";
  ALTER TABLE "section_equipment" DROP COLUMN "featured_title";
  ALTER TABLE "section_equipment" DROP COLUMN "featured_description";
  ALTER TABLE "_section_equipment_v_version_categories" DROP COLUMN "title";
  ALTER TABLE "_section_equipment_v_version_categories" DROP COLUMN "description";
  ALTER TABLE "_section_equipment_v_version_categories" DROP COLUMN "badge";
  ALTER TABLE "_section_equipment_v_version_services" DROP COLUMN "title";
  ALTER TABLE "_section_equipment_v_version_services" DROP COLUMN "description";
  ALTER TABLE "_section_equipment_v_version_featured_equipments" DROP COLUMN "name";
  ALTER TABLE "_section_equipment_v_version_featured_equipments" DROP COLUMN "description";
  ALTER TABLE "_section_equipment_v_version_featured_equipments" DROP COLUMN "price";
  ALTER TABLE "_section_equipment_v" DROP COLUMN "version_badge_text";
  ALTER TABLE "_section_equipment_v" DROP COLUMN "version_title";
  ALTER TABLE "_section_equipment_v" DROP COLUMN "version_description";
  ALTER TABLE "_section_equipment_v" DROP COLUMN "version_cta_text";
  ALTER TABLE "_section_equipment_v" DROP COLUMN "version_featured_title";
  ALTER TABLE "_section_equipment_v" DROP COLUMN "version_featured_description";
  ALTER TABLE "section_quote_calculator_equipments" DROP COLUMN "name";
  ALTER TABLE "section_quote_calculator_equipments" DROP COLUMN "description";
  ALTER TABLE "section_quote_calculator" DROP COLUMN "badge_text";
  ALTER TABLE "section_quote_calculator" DROP COLUMN "title";
  ALTER TABLE "section_quote_calculator" DROP COLUMN "description";
  ALTER TABLE "section_quote_calculator" DROP COLUMN "calculator_title";
  ALTER TABLE "section_quote_calculator" DROP COLUMN "estimated_time";
  ALTER TABLE "section_quote_calculator" DROP COLUMN "contact_info";
  ALTER TABLE "_section_quote_calculator_v_version_equipments" DROP COLUMN "name";
  ALTER TABLE "_section_quote_calculator_v_version_equipments" DROP COLUMN "description";
  ALTER TABLE "_section_quote_calculator_v" DROP COLUMN "version_badge_text";
  ALTER TABLE "_section_quote_calculator_v" DROP COLUMN "version_title";
  ALTER TABLE "_section_quote_calculator_v" DROP COLUMN "version_description";
  ALTER TABLE "_section_quote_calculator_v" DROP COLUMN "version_calculator_title";
  ALTER TABLE "_section_quote_calculator_v" DROP COLUMN "version_estimated_time";
  ALTER TABLE "_section_quote_calculator_v" DROP COLUMN "version_contact_info";
  ALTER TABLE "section_news" DROP COLUMN "badge_text";
  ALTER TABLE "section_news" DROP COLUMN "title";
  ALTER TABLE "section_news" DROP COLUMN "description";
  ALTER TABLE "_section_news_v" DROP COLUMN "version_badge_text";
  ALTER TABLE "_section_news_v" DROP COLUMN "version_title";
  ALTER TABLE "_section_news_v" DROP COLUMN "version_description";
  ALTER TABLE "section_newsletter" DROP COLUMN "badge_text";
  ALTER TABLE "section_newsletter" DROP COLUMN "title";
  ALTER TABLE "section_newsletter" DROP COLUMN "description";
  ALTER TABLE "section_newsletter" DROP COLUMN "placeholder_text";
  ALTER TABLE "section_newsletter" DROP COLUMN "button_text";
  ALTER TABLE "section_newsletter" DROP COLUMN "success_message";
  ALTER TABLE "section_newsletter" DROP COLUMN "privacy_text";
  ALTER TABLE "_section_newsletter_v" DROP COLUMN "version_badge_text";
  ALTER TABLE "_section_newsletter_v" DROP COLUMN "version_title";
  ALTER TABLE "_section_newsletter_v" DROP COLUMN "version_description";
  ALTER TABLE "_section_newsletter_v" DROP COLUMN "version_placeholder_text";
  ALTER TABLE "_section_newsletter_v" DROP COLUMN "version_button_text";
  ALTER TABLE "_section_newsletter_v" DROP COLUMN "version_success_message";
  ALTER TABLE "_section_newsletter_v" DROP COLUMN "version_privacy_text";
  ALTER TABLE "section_partners_partners" DROP COLUMN "name";
  ALTER TABLE "section_partners_partners" DROP COLUMN "description";
  ALTER TABLE "section_partners" DROP COLUMN "badge_text";
  ALTER TABLE "section_partners" DROP COLUMN "title";
  ALTER TABLE "section_partners" DROP COLUMN "description";
  ALTER TABLE "_section_partners_v_version_partners" DROP COLUMN "name";
  ALTER TABLE "_section_partners_v_version_partners" DROP COLUMN "description";
  ALTER TABLE "_section_partners_v" DROP COLUMN "version_badge_text";
  ALTER TABLE "_section_partners_v" DROP COLUMN "version_title";
  ALTER TABLE "_section_partners_v" DROP COLUMN "version_description";
  ALTER TABLE "section_contact" DROP COLUMN "badge_text";
  ALTER TABLE "section_contact" DROP COLUMN "title";
  ALTER TABLE "section_contact" DROP COLUMN "description";
  ALTER TABLE "section_contact" DROP COLUMN "call_to_action";
  ALTER TABLE "section_contact" DROP COLUMN "hours";
  ALTER TABLE "_section_contact_v" DROP COLUMN "version_badge_text";
  ALTER TABLE "_section_contact_v" DROP COLUMN "version_title";
  ALTER TABLE "_section_contact_v" DROP COLUMN "version_description";
  ALTER TABLE "_section_contact_v" DROP COLUMN "version_call_to_action";
  ALTER TABLE "_section_contact_v" DROP COLUMN "version_hours";
  ALTER TABLE "section_footer_quick_links" DROP COLUMN "name";
  ALTER TABLE "section_footer_services" DROP COLUMN "name";
  ALTER TABLE "section_footer" DROP COLUMN "company_description";
  ALTER TABLE "section_footer" DROP COLUMN "copyright_text";
  ALTER TABLE "section_footer" DROP COLUMN "legal_links_privacy";
  ALTER TABLE "section_footer" DROP COLUMN "legal_links_terms";
  ALTER TABLE "section_footer" DROP COLUMN "legal_links_cookies";
  ALTER TABLE "_section_footer_v_version_quick_links" DROP COLUMN "name";
  ALTER TABLE "_section_footer_v_version_services" DROP COLUMN "name";
  ALTER TABLE "_section_footer_v" DROP COLUMN "version_company_description";
  ALTER TABLE "_section_footer_v" DROP COLUMN "version_copyright_text";
  ALTER TABLE "_section_footer_v" DROP COLUMN "version_legal_links_privacy";
  ALTER TABLE "_section_footer_v" DROP COLUMN "version_legal_links_terms";
  ALTER TABLE "_section_footer_v" DROP COLUMN "version_legal_links_cookies";
  ALTER TABLE "site_settings" DROP COLUMN "site_title";
  ALTER TABLE "site_settings" DROP COLUMN "site_description";
  ALTER TABLE "site_settings" DROP COLUMN "opening_hours";
  ALTER TABLE "site_settings" DROP COLUMN "quote_conditions";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_site_title";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_site_description";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_opening_hours";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_quote_conditions";
  ALTER TABLE "top_bar_navigation_items" DROP COLUMN "name";
  ALTER TABLE "top_bar" DROP COLUMN "branding_slogan";
  ALTER TABLE "top_bar" DROP COLUMN "cta_text";
  ALTER TABLE "_top_bar_v_version_navigation_items" DROP COLUMN "name";
  ALTER TABLE "_top_bar_v" DROP COLUMN "version_branding_slogan";
  ALTER TABLE "_top_bar_v" DROP COLUMN "version_cta_text";
  ALTER TABLE "legal_pages" DROP COLUMN "privacy_title";
  ALTER TABLE "legal_pages" DROP COLUMN "privacy_content";
  ALTER TABLE "legal_pages" DROP COLUMN "terms_title";
  ALTER TABLE "legal_pages" DROP COLUMN "terms_content";
  ALTER TABLE "legal_pages" DROP COLUMN "notice_title";
  ALTER TABLE "legal_pages" DROP COLUMN "notice_content";
  ALTER TABLE "_legal_pages_v" DROP COLUMN "version_privacy_title";
  ALTER TABLE "_legal_pages_v" DROP COLUMN "version_privacy_content";
  ALTER TABLE "_legal_pages_v" DROP COLUMN "version_terms_title";
  ALTER TABLE "_legal_pages_v" DROP COLUMN "version_terms_content";
  ALTER TABLE "_legal_pages_v" DROP COLUMN "version_notice_title";
  ALTER TABLE "_legal_pages_v" DROP COLUMN "version_notice_content";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  for (const statement of GLOBALS_DROP_OTHER_LANGUAGES) await db.execute(sql.raw(statement))
  await db.execute(sql`
  DROP INDEX "section_equipment_texts_locale_parent";
  DROP INDEX "_section_equipment_v_texts_locale_parent";
  DROP INDEX "section_quote_calculator_texts_locale_parent";
  DROP INDEX "_section_quote_calculator_v_texts_locale_parent";
  ALTER TABLE "section_hero_stats" ADD COLUMN "label" varchar;
  ALTER TABLE "section_hero" ADD COLUMN "title" varchar;
  ALTER TABLE "section_hero" ADD COLUMN "subtitle" varchar;
  ALTER TABLE "section_hero" ADD COLUMN "description" varchar;
  ALTER TABLE "section_hero" ADD COLUMN "cta_text" varchar;
  ALTER TABLE "section_hero" ADD COLUMN "quote_button_text" varchar;
  ALTER TABLE "section_hero" ADD COLUMN "slogan_banner" varchar;
  ALTER TABLE "section_hero" ADD COLUMN "experience_badge" varchar;
  ALTER TABLE "_section_hero_v_version_stats" ADD COLUMN "label" varchar;
  ALTER TABLE "_section_hero_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_section_hero_v" ADD COLUMN "version_subtitle" varchar;
  ALTER TABLE "_section_hero_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "_section_hero_v" ADD COLUMN "version_cta_text" varchar;
  ALTER TABLE "_section_hero_v" ADD COLUMN "version_quote_button_text" varchar;
  ALTER TABLE "_section_hero_v" ADD COLUMN "version_slogan_banner" varchar;
  ALTER TABLE "_section_hero_v" ADD COLUMN "version_experience_badge" varchar;
  ALTER TABLE "section_departments" ADD COLUMN "badge_text" varchar;
  ALTER TABLE "section_departments" ADD COLUMN "title" varchar;
  ALTER TABLE "section_departments" ADD COLUMN "description" varchar;
  ALTER TABLE "section_departments" ADD COLUMN "subtitle" varchar;
  ALTER TABLE "section_departments" ADD COLUMN "cta_text" varchar;
  ALTER TABLE "_section_departments_v" ADD COLUMN "version_badge_text" varchar;
  ALTER TABLE "_section_departments_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_section_departments_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "_section_departments_v" ADD COLUMN "version_subtitle" varchar;
  ALTER TABLE "_section_departments_v" ADD COLUMN "version_cta_text" varchar;
  ALTER TABLE "section_values_values" ADD COLUMN "title" varchar;
  ALTER TABLE "section_values_values" ADD COLUMN "description" varchar;
  ALTER TABLE "section_values_advantages" ADD COLUMN "title" varchar;
  ALTER TABLE "section_values_advantages" ADD COLUMN "description" varchar;
  ALTER TABLE "section_values" ADD COLUMN "badge_text" varchar;
  ALTER TABLE "section_values" ADD COLUMN "title" varchar;
  ALTER TABLE "section_values" ADD COLUMN "description" varchar;
  ALTER TABLE "section_values" ADD COLUMN "mission_title" varchar;
  ALTER TABLE "section_values" ADD COLUMN "mission_description" varchar;
  ALTER TABLE "_section_values_v_version_values" ADD COLUMN "title" varchar;
  ALTER TABLE "_section_values_v_version_values" ADD COLUMN "description" varchar;
  ALTER TABLE "_section_values_v_version_advantages" ADD COLUMN "title" varchar;
  ALTER TABLE "_section_values_v_version_advantages" ADD COLUMN "description" varchar;
  ALTER TABLE "_section_values_v" ADD COLUMN "version_badge_text" varchar;
  ALTER TABLE "_section_values_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_section_values_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "_section_values_v" ADD COLUMN "version_mission_title" varchar;
  ALTER TABLE "_section_values_v" ADD COLUMN "version_mission_description" varchar;
  ALTER TABLE "section_equipment_categories" ADD COLUMN "title" varchar;
  ALTER TABLE "section_equipment_categories" ADD COLUMN "description" varchar;
  ALTER TABLE "section_equipment_categories" ADD COLUMN "badge" varchar;
  ALTER TABLE "section_equipment_services" ADD COLUMN "title" varchar;
  ALTER TABLE "section_equipment_services" ADD COLUMN "description" varchar;
  ALTER TABLE "section_equipment_featured_equipments" ADD COLUMN "name" varchar;
  ALTER TABLE "section_equipment_featured_equipments" ADD COLUMN "description" varchar;
  ALTER TABLE "section_equipment_featured_equipments" ADD COLUMN "price" varchar;
  ALTER TABLE "section_equipment" ADD COLUMN "badge_text" varchar;
  ALTER TABLE "section_equipment" ADD COLUMN "title" varchar;
  ALTER TABLE "section_equipment" ADD COLUMN "description" varchar;
  ALTER TABLE "section_equipment" ADD COLUMN "cta_text" varchar;
  ALTER TABLE "section_equipment" ADD COLUMN "featured_title" varchar;
  ALTER TABLE "section_equipment" ADD COLUMN "featured_description" varchar;
  ALTER TABLE "_section_equipment_v_version_categories" ADD COLUMN "title" varchar;
  ALTER TABLE "_section_equipment_v_version_categories" ADD COLUMN "description" varchar;
  ALTER TABLE "_section_equipment_v_version_categories" ADD COLUMN "badge" varchar;
  ALTER TABLE "_section_equipment_v_version_services" ADD COLUMN "title" varchar;
  ALTER TABLE "_section_equipment_v_version_services" ADD COLUMN "description" varchar;
  ALTER TABLE "_section_equipment_v_version_featured_equipments" ADD COLUMN "name" varchar;
  ALTER TABLE "_section_equipment_v_version_featured_equipments" ADD COLUMN "description" varchar;
  ALTER TABLE "_section_equipment_v_version_featured_equipments" ADD COLUMN "price" varchar;
  ALTER TABLE "_section_equipment_v" ADD COLUMN "version_badge_text" varchar;
  ALTER TABLE "_section_equipment_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_section_equipment_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "_section_equipment_v" ADD COLUMN "version_cta_text" varchar;
  ALTER TABLE "_section_equipment_v" ADD COLUMN "version_featured_title" varchar;
  ALTER TABLE "_section_equipment_v" ADD COLUMN "version_featured_description" varchar;
  ALTER TABLE "section_quote_calculator_equipments" ADD COLUMN "name" varchar;
  ALTER TABLE "section_quote_calculator_equipments" ADD COLUMN "description" varchar;
  ALTER TABLE "section_quote_calculator" ADD COLUMN "badge_text" varchar;
  ALTER TABLE "section_quote_calculator" ADD COLUMN "title" varchar;
  ALTER TABLE "section_quote_calculator" ADD COLUMN "description" varchar;
  ALTER TABLE "section_quote_calculator" ADD COLUMN "calculator_title" varchar;
  ALTER TABLE "section_quote_calculator" ADD COLUMN "estimated_time" varchar;
  ALTER TABLE "section_quote_calculator" ADD COLUMN "contact_info" varchar;
  ALTER TABLE "_section_quote_calculator_v_version_equipments" ADD COLUMN "name" varchar;
  ALTER TABLE "_section_quote_calculator_v_version_equipments" ADD COLUMN "description" varchar;
  ALTER TABLE "_section_quote_calculator_v" ADD COLUMN "version_badge_text" varchar;
  ALTER TABLE "_section_quote_calculator_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_section_quote_calculator_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "_section_quote_calculator_v" ADD COLUMN "version_calculator_title" varchar;
  ALTER TABLE "_section_quote_calculator_v" ADD COLUMN "version_estimated_time" varchar;
  ALTER TABLE "_section_quote_calculator_v" ADD COLUMN "version_contact_info" varchar;
  ALTER TABLE "section_news" ADD COLUMN "badge_text" varchar;
  ALTER TABLE "section_news" ADD COLUMN "title" varchar;
  ALTER TABLE "section_news" ADD COLUMN "description" varchar;
  ALTER TABLE "_section_news_v" ADD COLUMN "version_badge_text" varchar;
  ALTER TABLE "_section_news_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_section_news_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "section_newsletter" ADD COLUMN "badge_text" varchar;
  ALTER TABLE "section_newsletter" ADD COLUMN "title" varchar;
  ALTER TABLE "section_newsletter" ADD COLUMN "description" varchar;
  ALTER TABLE "section_newsletter" ADD COLUMN "placeholder_text" varchar;
  ALTER TABLE "section_newsletter" ADD COLUMN "button_text" varchar;
  ALTER TABLE "section_newsletter" ADD COLUMN "success_message" varchar;
  ALTER TABLE "section_newsletter" ADD COLUMN "privacy_text" varchar;
  ALTER TABLE "_section_newsletter_v" ADD COLUMN "version_badge_text" varchar;
  ALTER TABLE "_section_newsletter_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_section_newsletter_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "_section_newsletter_v" ADD COLUMN "version_placeholder_text" varchar;
  ALTER TABLE "_section_newsletter_v" ADD COLUMN "version_button_text" varchar;
  ALTER TABLE "_section_newsletter_v" ADD COLUMN "version_success_message" varchar;
  ALTER TABLE "_section_newsletter_v" ADD COLUMN "version_privacy_text" varchar;
  ALTER TABLE "section_partners_partners" ADD COLUMN "name" varchar;
  ALTER TABLE "section_partners_partners" ADD COLUMN "description" varchar;
  ALTER TABLE "section_partners" ADD COLUMN "badge_text" varchar;
  ALTER TABLE "section_partners" ADD COLUMN "title" varchar;
  ALTER TABLE "section_partners" ADD COLUMN "description" varchar;
  ALTER TABLE "_section_partners_v_version_partners" ADD COLUMN "name" varchar;
  ALTER TABLE "_section_partners_v_version_partners" ADD COLUMN "description" varchar;
  ALTER TABLE "_section_partners_v" ADD COLUMN "version_badge_text" varchar;
  ALTER TABLE "_section_partners_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_section_partners_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "section_contact" ADD COLUMN "badge_text" varchar;
  ALTER TABLE "section_contact" ADD COLUMN "title" varchar;
  ALTER TABLE "section_contact" ADD COLUMN "description" varchar;
  ALTER TABLE "section_contact" ADD COLUMN "call_to_action" varchar;
  ALTER TABLE "section_contact" ADD COLUMN "hours" varchar;
  ALTER TABLE "_section_contact_v" ADD COLUMN "version_badge_text" varchar;
  ALTER TABLE "_section_contact_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_section_contact_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "_section_contact_v" ADD COLUMN "version_call_to_action" varchar;
  ALTER TABLE "_section_contact_v" ADD COLUMN "version_hours" varchar;
  ALTER TABLE "section_footer_quick_links" ADD COLUMN "name" varchar;
  ALTER TABLE "section_footer_services" ADD COLUMN "name" varchar;
  ALTER TABLE "section_footer" ADD COLUMN "company_description" varchar;
  ALTER TABLE "section_footer" ADD COLUMN "copyright_text" varchar;
  ALTER TABLE "section_footer" ADD COLUMN "legal_links_privacy" varchar;
  ALTER TABLE "section_footer" ADD COLUMN "legal_links_terms" varchar;
  ALTER TABLE "section_footer" ADD COLUMN "legal_links_cookies" varchar;
  ALTER TABLE "_section_footer_v_version_quick_links" ADD COLUMN "name" varchar;
  ALTER TABLE "_section_footer_v_version_services" ADD COLUMN "name" varchar;
  ALTER TABLE "_section_footer_v" ADD COLUMN "version_company_description" varchar;
  ALTER TABLE "_section_footer_v" ADD COLUMN "version_copyright_text" varchar;
  ALTER TABLE "_section_footer_v" ADD COLUMN "version_legal_links_privacy" varchar;
  ALTER TABLE "_section_footer_v" ADD COLUMN "version_legal_links_terms" varchar;
  ALTER TABLE "_section_footer_v" ADD COLUMN "version_legal_links_cookies" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "site_title" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "site_description" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "opening_hours" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "quote_conditions" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_site_title" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_site_description" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_opening_hours" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_quote_conditions" varchar;
  ALTER TABLE "top_bar_navigation_items" ADD COLUMN "name" varchar;
  ALTER TABLE "top_bar" ADD COLUMN "branding_slogan" varchar;
  ALTER TABLE "top_bar" ADD COLUMN "cta_text" varchar;
  ALTER TABLE "_top_bar_v_version_navigation_items" ADD COLUMN "name" varchar;
  ALTER TABLE "_top_bar_v" ADD COLUMN "version_branding_slogan" varchar;
  ALTER TABLE "_top_bar_v" ADD COLUMN "version_cta_text" varchar;
  ALTER TABLE "legal_pages" ADD COLUMN "privacy_title" varchar;
  ALTER TABLE "legal_pages" ADD COLUMN "privacy_content" jsonb;
  ALTER TABLE "legal_pages" ADD COLUMN "terms_title" varchar;
  ALTER TABLE "legal_pages" ADD COLUMN "terms_content" jsonb;
  ALTER TABLE "legal_pages" ADD COLUMN "notice_title" varchar;
  ALTER TABLE "legal_pages" ADD COLUMN "notice_content" jsonb;
  ALTER TABLE "_legal_pages_v" ADD COLUMN "version_privacy_title" varchar;
  ALTER TABLE "_legal_pages_v" ADD COLUMN "version_privacy_content" jsonb;
  ALTER TABLE "_legal_pages_v" ADD COLUMN "version_terms_title" varchar;
  ALTER TABLE "_legal_pages_v" ADD COLUMN "version_terms_content" jsonb;
  ALTER TABLE "_legal_pages_v" ADD COLUMN "version_notice_title" varchar;
  ALTER TABLE "_legal_pages_v" ADD COLUMN "version_notice_content" jsonb;
  ALTER TABLE "section_equipment_texts" DROP COLUMN "locale";
  ALTER TABLE "_section_equipment_v_texts" DROP COLUMN "locale";
  ALTER TABLE "section_quote_calculator_texts" DROP COLUMN "locale";
  ALTER TABLE "_section_quote_calculator_v_texts" DROP COLUMN "locale";`)
  // the French values go back to their columns before the tables that hold them go
  for (const statement of GLOBALS_FROM_LOCALES) await db.execute(sql.raw(statement))
  await db.execute(sql`
  ALTER TABLE "section_hero_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "section_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_section_hero_v_version_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_section_hero_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "section_departments_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_section_departments_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "section_values_values_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "section_values_advantages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "section_values_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_section_values_v_version_values_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_section_values_v_version_advantages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_section_values_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "section_equipment_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "section_equipment_services_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "section_equipment_featured_equipments_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "section_equipment_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_section_equipment_v_version_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_section_equipment_v_version_services_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_section_equipment_v_version_featured_equipments_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_section_equipment_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "section_quote_calculator_equipments_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "section_quote_calculator_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_section_quote_calculator_v_version_equipments_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_section_quote_calculator_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "section_news_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_section_news_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "section_newsletter_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_section_newsletter_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "section_partners_partners_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "section_partners_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_section_partners_v_version_partners_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_section_partners_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "section_contact_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_section_contact_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "section_footer_quick_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "section_footer_services_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "section_footer_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_section_footer_v_version_quick_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_section_footer_v_version_services_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_section_footer_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "top_bar_navigation_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "top_bar_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_top_bar_v_version_navigation_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_top_bar_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "section_hero_stats_locales" CASCADE;
  DROP TABLE "section_hero_locales" CASCADE;
  DROP TABLE "_section_hero_v_version_stats_locales" CASCADE;
  DROP TABLE "_section_hero_v_locales" CASCADE;
  DROP TABLE "section_departments_locales" CASCADE;
  DROP TABLE "_section_departments_v_locales" CASCADE;
  DROP TABLE "section_values_values_locales" CASCADE;
  DROP TABLE "section_values_advantages_locales" CASCADE;
  DROP TABLE "section_values_locales" CASCADE;
  DROP TABLE "_section_values_v_version_values_locales" CASCADE;
  DROP TABLE "_section_values_v_version_advantages_locales" CASCADE;
  DROP TABLE "_section_values_v_locales" CASCADE;
  DROP TABLE "section_equipment_categories_locales" CASCADE;
  DROP TABLE "section_equipment_services_locales" CASCADE;
  DROP TABLE "section_equipment_featured_equipments_locales" CASCADE;
  DROP TABLE "section_equipment_locales" CASCADE;
  DROP TABLE "_section_equipment_v_version_categories_locales" CASCADE;
  DROP TABLE "_section_equipment_v_version_services_locales" CASCADE;
  DROP TABLE "_section_equipment_v_version_featured_equipments_locales" CASCADE;
  DROP TABLE "_section_equipment_v_locales" CASCADE;
  DROP TABLE "section_quote_calculator_equipments_locales" CASCADE;
  DROP TABLE "section_quote_calculator_locales" CASCADE;
  DROP TABLE "_section_quote_calculator_v_version_equipments_locales" CASCADE;
  DROP TABLE "_section_quote_calculator_v_locales" CASCADE;
  DROP TABLE "section_news_locales" CASCADE;
  DROP TABLE "_section_news_v_locales" CASCADE;
  DROP TABLE "section_newsletter_locales" CASCADE;
  DROP TABLE "_section_newsletter_v_locales" CASCADE;
  DROP TABLE "section_partners_partners_locales" CASCADE;
  DROP TABLE "section_partners_locales" CASCADE;
  DROP TABLE "_section_partners_v_version_partners_locales" CASCADE;
  DROP TABLE "_section_partners_v_locales" CASCADE;
  DROP TABLE "section_contact_locales" CASCADE;
  DROP TABLE "_section_contact_v_locales" CASCADE;
  DROP TABLE "section_footer_quick_links_locales" CASCADE;
  DROP TABLE "section_footer_services_locales" CASCADE;
  DROP TABLE "section_footer_locales" CASCADE;
  DROP TABLE "_section_footer_v_version_quick_links_locales" CASCADE;
  DROP TABLE "_section_footer_v_version_services_locales" CASCADE;
  DROP TABLE "_section_footer_v_locales" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TABLE "_site_settings_v_locales" CASCADE;
  DROP TABLE "top_bar_navigation_items_locales" CASCADE;
  DROP TABLE "top_bar_locales" CASCADE;
  DROP TABLE "_top_bar_v_version_navigation_items_locales" CASCADE;
  DROP TABLE "_top_bar_v_locales" CASCADE;
  DROP TABLE "legal_pages_locales" CASCADE;
  DROP TABLE "_legal_pages_v_locales" CASCADE;`)
}
