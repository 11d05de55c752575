import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import {
  BLOCK_TABLES,
  DROP_OTHER_LANGUAGES,
  FROM_LOCALES,
  TO_LOCALES,
} from '@/platform/plugins/localizedContentMigration'

/**
 * #45: Payload's localization of what visitors read (machines, departments, articles, pages and
 * projects: names, titles, descriptions, texts, lists of words, a page's blocks, SEO title and
 * description). Their columns move into `*_locales` tables (and a `locale` on lists, a page's
 * blocks and their relations); every stored value stays, as the French one.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."_locales" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum__departments_v_published_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum__equipment_v_published_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum__news_v_published_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum__projects_v_published_locale" AS ENUM('fr', 'en');
  CREATE TABLE "departments_locales" (
  "name" varchar,
  "description" varchar,
  "homepage_settings_homepage_title" varchar,
  "homepage_settings_homepage_description" varchar,
  "meta_title" varchar,
  "meta_description" varchar,
  "id" serial PRIMARY KEY NOT NULL,
  "_locale" "_locales" NOT NULL,
  "_parent_id" integer NOT NULL
  );
  CREATE TABLE "_departments_v_locales" (
  "version_name" varchar,
  "version_description" varchar,
  "version_homepage_settings_homepage_title" varchar,
  "version_homepage_settings_homepage_description" varchar,
  "version_meta_title" varchar,
  "version_meta_description" varchar,
  "id" serial PRIMARY KEY NOT NULL,
  "_locale" "_locales" NOT NULL,
  "_parent_id" integer NOT NULL
  );
  CREATE TABLE "equipment_locales" (
  "name" varchar,
  "description" varchar,
  "meta_title" varchar,
  "meta_description" varchar,
  "id" serial PRIMARY KEY NOT NULL,
  "_locale" "_locales" NOT NULL,
  "_parent_id" integer NOT NULL
  );
  CREATE TABLE "_equipment_v_locales" (
  "version_name" varchar,
  "version_description" varchar,
  "version_meta_title" varchar,
  "version_meta_description" varchar,
  "id" serial PRIMARY KEY NOT NULL,
  "_locale" "_locales" NOT NULL,
  "_parent_id" integer NOT NULL
  );
  CREATE TABLE "news_locales" (
  "title" varchar,
  "excerpt" varchar,
  "content" jsonb,
  "search_text" varchar,
  "meta_title" varchar,
  "meta_description" varchar,
  "id" serial PRIMARY KEY NOT NULL,
  "_locale" "_locales" NOT NULL,
  "_parent_id" integer NOT NULL
  );
  CREATE TABLE "_news_v_locales" (
  "version_title" varchar,
  "version_excerpt" varchar,
  "version_content" jsonb,
  "version_search_text" varchar,
  "version_meta_title" varchar,
  "version_meta_description" varchar,
  "id" serial PRIMARY KEY NOT NULL,
  "_locale" "_locales" NOT NULL,
  "_parent_id" integer NOT NULL
  );
  CREATE TABLE "pages_locales" (
  "title" varchar,
  "intro" varchar,
  "meta_title" varchar,
  "meta_description" varchar,
  "id" serial PRIMARY KEY NOT NULL,
  "_locale" "_locales" NOT NULL,
  "_parent_id" integer NOT NULL
  );
  CREATE TABLE "_pages_v_locales" (
  "version_title" varchar,
  "version_intro" varchar,
  "version_meta_title" varchar,
  "version_meta_description" varchar,
  "id" serial PRIMARY KEY NOT NULL,
  "_locale" "_locales" NOT NULL,
  "_parent_id" integer NOT NULL
  );
  CREATE TABLE "projects_locales" (
  "title" varchar,
  "summary" varchar,
  "content" jsonb,
  "testimonial_quote" varchar,
  "meta_title" varchar,
  "meta_description" varchar,
  "id" serial PRIMARY KEY NOT NULL,
  "_locale" "_locales" NOT NULL,
  "_parent_id" integer NOT NULL
  );
  CREATE TABLE "_projects_v_locales" (
  "version_title" varchar,
  "version_summary" varchar,
  "version_content" jsonb,
  "version_testimonial_quote" varchar,
  "version_meta_title" varchar,
  "version_meta_description" varchar,
  "id" serial PRIMARY KEY NOT NULL,
  "_locale" "_locales" NOT NULL,
  "_parent_id" integer NOT NULL
  );
  DROP INDEX "pages_rels_media_id_idx";
  DROP INDEX "pages_rels_equipment_id_idx";
  DROP INDEX "pages_rels_departments_id_idx";
  DROP INDEX "_pages_v_rels_media_id_idx";
  DROP INDEX "_pages_v_rels_equipment_id_idx";
  DROP INDEX "_pages_v_rels_departments_id_idx";
  ALTER TABLE "departments_texts" ADD COLUMN "locale" "_locales";
  ALTER TABLE "_departments_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_departments_v" ADD COLUMN "published_locale" "enum__departments_v_published_locale";
  ALTER TABLE "_departments_v_texts" ADD COLUMN "locale" "_locales";
  ALTER TABLE "equipment_texts" ADD COLUMN "locale" "_locales";
  ALTER TABLE "_equipment_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_equipment_v" ADD COLUMN "published_locale" "enum__equipment_v_published_locale";
  ALTER TABLE "_equipment_v_texts" ADD COLUMN "locale" "_locales";
  ALTER TABLE "news_texts" ADD COLUMN "locale" "_locales";
  ALTER TABLE "_news_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_news_v" ADD COLUMN "published_locale" "enum__news_v_published_locale";
  ALTER TABLE "_news_v_texts" ADD COLUMN "locale" "_locales";
  ALTER TABLE "pages_blocks_content" ADD COLUMN "_locale" "_locales" DEFAULT 'fr' NOT NULL;
  ALTER TABLE "pages_blocks_media_with_text" ADD COLUMN "_locale" "_locales" DEFAULT 'fr' NOT NULL;
  ALTER TABLE "pages_blocks_gallery" ADD COLUMN "_locale" "_locales" DEFAULT 'fr' NOT NULL;
  ALTER TABLE "pages_blocks_call_to_action" ADD COLUMN "_locale" "_locales" DEFAULT 'fr' NOT NULL;
  ALTER TABLE "pages_blocks_cards" ADD COLUMN "_locale" "_locales" DEFAULT 'fr' NOT NULL;
  ALTER TABLE "pages_blocks_faq_items" ADD COLUMN "_locale" "_locales" DEFAULT 'fr' NOT NULL;
  ALTER TABLE "pages_blocks_faq" ADD COLUMN "_locale" "_locales" DEFAULT 'fr' NOT NULL;
  ALTER TABLE "pages_blocks_testimonials_items" ADD COLUMN "_locale" "_locales" DEFAULT 'fr' NOT NULL;
  ALTER TABLE "pages_blocks_testimonials" ADD COLUMN "_locale" "_locales" DEFAULT 'fr' NOT NULL;
  ALTER TABLE "pages_rels" ADD COLUMN "locale" "_locales";
  ALTER TABLE "_pages_v_blocks_content" ADD COLUMN "_locale" "_locales" DEFAULT 'fr' NOT NULL;
  ALTER TABLE "_pages_v_blocks_media_with_text" ADD COLUMN "_locale" "_locales" DEFAULT 'fr' NOT NULL;
  ALTER TABLE "_pages_v_blocks_gallery" ADD COLUMN "_locale" "_locales" DEFAULT 'fr' NOT NULL;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD COLUMN "_locale" "_locales" DEFAULT 'fr' NOT NULL;
  ALTER TABLE "_pages_v_blocks_cards" ADD COLUMN "_locale" "_locales" DEFAULT 'fr' NOT NULL;
  ALTER TABLE "_pages_v_blocks_faq_items" ADD COLUMN "_locale" "_locales" DEFAULT 'fr' NOT NULL;
  ALTER TABLE "_pages_v_blocks_faq" ADD COLUMN "_locale" "_locales" DEFAULT 'fr' NOT NULL;
  ALTER TABLE "_pages_v_blocks_testimonials_items" ADD COLUMN "_locale" "_locales" DEFAULT 'fr' NOT NULL;
  ALTER TABLE "_pages_v_blocks_testimonials" ADD COLUMN "_locale" "_locales" DEFAULT 'fr' NOT NULL;
  ALTER TABLE "_pages_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_pages_v" ADD COLUMN "published_locale" "enum__pages_v_published_locale";
  ALTER TABLE "_pages_v_rels" ADD COLUMN "locale" "_locales";
  ALTER TABLE "_projects_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_projects_v" ADD COLUMN "published_locale" "enum__projects_v_published_locale";
  ALTER TABLE "departments_locales" ADD CONSTRAINT "departments_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_departments_v_locales" ADD CONSTRAINT "_departments_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_departments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "equipment_locales" ADD CONSTRAINT "equipment_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_equipment_v_locales" ADD CONSTRAINT "_equipment_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_equipment_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_locales" ADD CONSTRAINT "projects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_locales" ADD CONSTRAINT "_projects_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "departments_locales_locale_parent_id_unique" ON "departments_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_departments_v_locales_locale_parent_id_unique" ON "_departments_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "equipment_locales_locale_parent_id_unique" ON "equipment_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_equipment_v_locales_locale_parent_id_unique" ON "_equipment_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "news_locales_locale_parent_id_unique" ON "news_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_news_v_locales_locale_parent_id_unique" ON "_news_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "projects_locales_locale_parent_id_unique" ON "projects_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_projects_v_locales_locale_parent_id_unique" ON "_projects_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "departments_texts_locale_parent" ON "departments_texts" USING btree ("locale","parent_id");
  CREATE INDEX "_departments_v_snapshot_idx" ON "_departments_v" USING btree ("snapshot");
  CREATE INDEX "_departments_v_published_locale_idx" ON "_departments_v" USING btree ("published_locale");
  CREATE INDEX "_departments_v_texts_locale_parent" ON "_departments_v_texts" USING btree ("locale","parent_id");
  CREATE INDEX "equipment_texts_locale_parent" ON "equipment_texts" USING btree ("locale","parent_id");
  CREATE INDEX "_equipment_v_snapshot_idx" ON "_equipment_v" USING btree ("snapshot");
  CREATE INDEX "_equipment_v_published_locale_idx" ON "_equipment_v" USING btree ("published_locale");
  CREATE INDEX "_equipment_v_texts_locale_parent" ON "_equipment_v_texts" USING btree ("locale","parent_id");
  CREATE INDEX "news_texts_locale_parent" ON "news_texts" USING btree ("locale","parent_id");
  CREATE INDEX "_news_v_snapshot_idx" ON "_news_v" USING btree ("snapshot");
  CREATE INDEX "_news_v_published_locale_idx" ON "_news_v" USING btree ("published_locale");
  CREATE INDEX "_news_v_texts_locale_parent" ON "_news_v_texts" USING btree ("locale","parent_id");
  CREATE INDEX "pages_blocks_content_locale_idx" ON "pages_blocks_content" USING btree ("_locale");
  CREATE INDEX "pages_blocks_media_with_text_locale_idx" ON "pages_blocks_media_with_text" USING btree ("_locale");
  CREATE INDEX "pages_blocks_gallery_locale_idx" ON "pages_blocks_gallery" USING btree ("_locale");
  CREATE INDEX "pages_blocks_call_to_action_locale_idx" ON "pages_blocks_call_to_action" USING btree ("_locale");
  CREATE INDEX "pages_blocks_cards_locale_idx" ON "pages_blocks_cards" USING btree ("_locale");
  CREATE INDEX "pages_blocks_faq_items_locale_idx" ON "pages_blocks_faq_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_faq_locale_idx" ON "pages_blocks_faq" USING btree ("_locale");
  CREATE INDEX "pages_blocks_testimonials_items_locale_idx" ON "pages_blocks_testimonials_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_testimonials_locale_idx" ON "pages_blocks_testimonials" USING btree ("_locale");
  CREATE INDEX "pages_rels_locale_idx" ON "pages_rels" USING btree ("locale");
  CREATE INDEX "_pages_v_blocks_content_locale_idx" ON "_pages_v_blocks_content" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_media_with_text_locale_idx" ON "_pages_v_blocks_media_with_text" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_gallery_locale_idx" ON "_pages_v_blocks_gallery" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_call_to_action_locale_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_cards_locale_idx" ON "_pages_v_blocks_cards" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_faq_items_locale_idx" ON "_pages_v_blocks_faq_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_faq_locale_idx" ON "_pages_v_blocks_faq" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_testimonials_items_locale_idx" ON "_pages_v_blocks_testimonials_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_testimonials_locale_idx" ON "_pages_v_blocks_testimonials" USING btree ("_locale");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_rels_locale_idx" ON "_pages_v_rels" USING btree ("locale");
  CREATE INDEX "_projects_v_snapshot_idx" ON "_projects_v" USING btree ("snapshot");
  CREATE INDEX "_projects_v_published_locale_idx" ON "_projects_v" USING btree ("published_locale");
  CREATE INDEX "pages_rels_media_id_idx" ON "pages_rels" USING btree ("media_id","locale");
  CREATE INDEX "pages_rels_equipment_id_idx" ON "pages_rels" USING btree ("equipment_id","locale");
  CREATE INDEX "pages_rels_departments_id_idx" ON "pages_rels" USING btree ("departments_id","locale");
  CREATE INDEX "_pages_v_rels_media_id_idx" ON "_pages_v_rels" USING btree ("media_id","locale");
  CREATE INDEX "_pages_v_rels_equipment_id_idx" ON "_pages_v_rels" USING btree ("equipment_id","locale");
  CREATE INDEX "_pages_v_rels_departments_id_idx" ON "_pages_v_rels" USING btree ("departments_id","locale");`)
  // every value that became localized is kept as the French one, before its old column goes
  for (const statement of TO_LOCALES) await db.execute(sql.raw(statement))
  // a page's blocks are written with their language from now on: no default, as Payload declares them
  for (const table of BLOCK_TABLES)
    await db.execute(sql.raw(`ALTER TABLE "${table}" ALTER COLUMN "_locale" DROP DEFAULT`))
  await db.execute(sql`
  ALTER TABLE "departments" DROP COLUMN "name";
  ALTER TABLE "departments" DROP COLUMN "description";
  ALTER TABLE "departments" DROP COLUMN "homepage_settings_homepage_title";
  ALTER TABLE "departments" DROP COLUMN "homepage_settings_homepage_description";
  ALTER TABLE "departments" DROP COLUMN "meta_title";
  ALTER TABLE "departments" DROP COLUMN "meta_description";
  ALTER TABLE "_departments_v" DROP COLUMN "version_name";
  ALTER TABLE "_departments_v" DROP COLUMN "version_description";
  ALTER TABLE "_departments_v" DROP COLUMN "version_homepage_settings_homepage_title";
  ALTER TABLE "_departments_v" DROP COLUMN "version_homepage_settings_homepage_description";
  ALTER TABLE "_departments_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_departments_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "equipment" DROP COLUMN "name";
  ALTER TABLE "equipment" DROP COLUMN "description";
  ALTER TABLE "equipment" DROP COLUMN "meta_title";
  ALTER TABLE "equipment" DROP COLUMN "meta_description";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_name";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_description";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "news" DROP COLUMN "title";
  ALTER TABLE "news" DROP COLUMN "excerpt";
  ALTER TABLE "news" DROP COLUMN "content";
  ALTER TABLE "news" DROP COLUMN "search_text";
  ALTER TABLE "news" DROP COLUMN "meta_title";
  ALTER TABLE "news" DROP COLUMN "meta_description";
  ALTER TABLE "_news_v" DROP COLUMN "version_title";
  ALTER TABLE "_news_v" DROP COLUMN "version_excerpt";
  ALTER TABLE "_news_v" DROP COLUMN "version_content";
  ALTER TABLE "_news_v" DROP COLUMN "version_search_text";
  ALTER TABLE "_news_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_news_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "pages" DROP COLUMN "title";
  ALTER TABLE "pages" DROP COLUMN "intro";
  ALTER TABLE "pages" DROP COLUMN "meta_title";
  ALTER TABLE "pages" DROP COLUMN "meta_description";
  ALTER TABLE "_pages_v" DROP COLUMN "version_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_intro";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "projects" DROP COLUMN "title";
  ALTER TABLE "projects" DROP COLUMN "summary";
  ALTER TABLE "projects" DROP COLUMN "content";
  ALTER TABLE "projects" DROP COLUMN "testimonial_quote";
  ALTER TABLE "projects" DROP COLUMN "meta_title";
  ALTER TABLE "projects" DROP COLUMN "meta_description";
  ALTER TABLE "_projects_v" DROP COLUMN "version_title";
  ALTER TABLE "_projects_v" DROP COLUMN "version_summary";
  ALTER TABLE "_projects_v" DROP COLUMN "version_content";
  ALTER TABLE "_projects_v" DROP COLUMN "version_testimonial_quote";
  ALTER TABLE "_projects_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_projects_v" DROP COLUMN "version_meta_description";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  for (const statement of DROP_OTHER_LANGUAGES) await db.execute(sql.raw(statement))
  await db.execute(sql`
  DROP INDEX "departments_texts_locale_parent";
  DROP INDEX "_departments_v_snapshot_idx";
  DROP INDEX "_departments_v_published_locale_idx";
  DROP INDEX "_departments_v_texts_locale_parent";
  DROP INDEX "equipment_texts_locale_parent";
  DROP INDEX "_equipment_v_snapshot_idx";
  DROP INDEX "_equipment_v_published_locale_idx";
  DROP INDEX "_equipment_v_texts_locale_parent";
  DROP INDEX "news_texts_locale_parent";
  DROP INDEX "_news_v_snapshot_idx";
  DROP INDEX "_news_v_published_locale_idx";
  DROP INDEX "_news_v_texts_locale_parent";
  DROP INDEX "pages_blocks_content_locale_idx";
  DROP INDEX "pages_blocks_media_with_text_locale_idx";
  DROP INDEX "pages_blocks_gallery_locale_idx";
  DROP INDEX "pages_blocks_call_to_action_locale_idx";
  DROP INDEX "pages_blocks_cards_locale_idx";
  DROP INDEX "pages_blocks_faq_items_locale_idx";
  DROP INDEX "pages_blocks_faq_locale_idx";
  DROP INDEX "pages_blocks_testimonials_items_locale_idx";
  DROP INDEX "pages_blocks_testimonials_locale_idx";
  DROP INDEX "pages_rels_locale_idx";
  DROP INDEX "_pages_v_blocks_content_locale_idx";
  DROP INDEX "_pages_v_blocks_media_with_text_locale_idx";
  DROP INDEX "_pages_v_blocks_gallery_locale_idx";
  DROP INDEX "_pages_v_blocks_call_to_action_locale_idx";
  DROP INDEX "_pages_v_blocks_cards_locale_idx";
  DROP INDEX "_pages_v_blocks_faq_items_locale_idx";
  DROP INDEX "_pages_v_blocks_faq_locale_idx";
  DROP INDEX "_pages_v_blocks_testimonials_items_locale_idx";
  DROP INDEX "_pages_v_blocks_testimonials_locale_idx";
  DROP INDEX "_pages_v_snapshot_idx";
  DROP INDEX "_pages_v_published_locale_idx";
  DROP INDEX "_pages_v_rels_locale_idx";
  DROP INDEX "_projects_v_snapshot_idx";
  DROP INDEX "_projects_v_published_locale_idx";
  DROP INDEX "pages_rels_media_id_idx";
  DROP INDEX "pages_rels_equipment_id_idx";
  DROP INDEX "pages_rels_departments_id_idx";
  DROP INDEX "_pages_v_rels_media_id_idx";
  DROP INDEX "_pages_v_rels_equipment_id_idx";
  DROP INDEX "_pages_v_rels_departments_id_idx";
  ALTER TABLE "departments" ADD COLUMN "name" varchar;
  ALTER TABLE "departments" ADD COLUMN "description" varchar;
  ALTER TABLE "departments" ADD COLUMN "homepage_settings_homepage_title" varchar;
  ALTER TABLE "departments" ADD COLUMN "homepage_settings_homepage_description" varchar;
  ALTER TABLE "departments" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "departments" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "_departments_v" ADD COLUMN "version_name" varchar;
  ALTER TABLE "_departments_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "_departments_v" ADD COLUMN "version_homepage_settings_homepage_title" varchar;
  ALTER TABLE "_departments_v" ADD COLUMN "version_homepage_settings_homepage_description" varchar;
  ALTER TABLE "_departments_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_departments_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "equipment" ADD COLUMN "name" varchar;
  ALTER TABLE "equipment" ADD COLUMN "description" varchar;
  ALTER TABLE "equipment" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "equipment" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_name" varchar;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "news" ADD COLUMN "title" varchar;
  ALTER TABLE "news" ADD COLUMN "excerpt" varchar;
  ALTER TABLE "news" ADD COLUMN "content" jsonb;
  ALTER TABLE "news" ADD COLUMN "search_text" varchar;
  ALTER TABLE "news" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "news" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_excerpt" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_content" jsonb;
  ALTER TABLE "_news_v" ADD COLUMN "version_search_text" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "pages" ADD COLUMN "title" varchar;
  ALTER TABLE "pages" ADD COLUMN "intro" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_intro" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "projects" ADD COLUMN "title" varchar;
  ALTER TABLE "projects" ADD COLUMN "summary" varchar;
  ALTER TABLE "projects" ADD COLUMN "content" jsonb;
  ALTER TABLE "projects" ADD COLUMN "testimonial_quote" varchar;
  ALTER TABLE "projects" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "projects" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_summary" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_content" jsonb;
  ALTER TABLE "_projects_v" ADD COLUMN "version_testimonial_quote" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_meta_description" varchar;
  CREATE INDEX "pages_rels_media_id_idx" ON "pages_rels" USING btree ("media_id");
  CREATE INDEX "pages_rels_equipment_id_idx" ON "pages_rels" USING btree ("equipment_id");
  CREATE INDEX "pages_rels_departments_id_idx" ON "pages_rels" USING btree ("departments_id");
  CREATE INDEX "_pages_v_rels_media_id_idx" ON "_pages_v_rels" USING btree ("media_id");
  CREATE INDEX "_pages_v_rels_equipment_id_idx" ON "_pages_v_rels" USING btree ("equipment_id");
  CREATE INDEX "_pages_v_rels_departments_id_idx" ON "_pages_v_rels" USING btree ("departments_id");
  ALTER TABLE "departments_texts" DROP COLUMN "locale";
  ALTER TABLE "_departments_v" DROP COLUMN "snapshot";
  ALTER TABLE "_departments_v" DROP COLUMN "published_locale";
  ALTER TABLE "_departments_v_texts" DROP COLUMN "locale";
  ALTER TABLE "equipment_texts" DROP COLUMN "locale";
  ALTER TABLE "_equipment_v" DROP COLUMN "snapshot";
  ALTER TABLE "_equipment_v" DROP COLUMN "published_locale";
  ALTER TABLE "_equipment_v_texts" DROP COLUMN "locale";
  ALTER TABLE "news_texts" DROP COLUMN "locale";
  ALTER TABLE "_news_v" DROP COLUMN "snapshot";
  ALTER TABLE "_news_v" DROP COLUMN "published_locale";
  ALTER TABLE "_news_v_texts" DROP COLUMN "locale";
  ALTER TABLE "pages_blocks_content" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_media_with_text" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_gallery" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_call_to_action" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_cards" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_faq_items" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_faq" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_testimonials_items" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_testimonials" DROP COLUMN "_locale";
  ALTER TABLE "pages_rels" DROP COLUMN "locale";
  ALTER TABLE "_pages_v_blocks_content" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_media_with_text" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_gallery" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_call_to_action" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_cards" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_faq_items" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_faq" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_testimonials_items" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_testimonials" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v" DROP COLUMN "snapshot";
  ALTER TABLE "_pages_v" DROP COLUMN "published_locale";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "locale";
  ALTER TABLE "_projects_v" DROP COLUMN "snapshot";
  ALTER TABLE "_projects_v" DROP COLUMN "published_locale";`)
  // the French values go back to their columns before the tables that hold them go
  for (const statement of FROM_LOCALES) await db.execute(sql.raw(statement))
  await db.execute(sql`
  ALTER TABLE "departments_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_departments_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "equipment_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_equipment_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "departments_locales" CASCADE;
  DROP TABLE "_departments_v_locales" CASCADE;
  DROP TABLE "equipment_locales" CASCADE;
  DROP TABLE "_equipment_v_locales" CASCADE;
  DROP TABLE "news_locales" CASCADE;
  DROP TABLE "_news_v_locales" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "projects_locales" CASCADE;
  DROP TABLE "_projects_v_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum__departments_v_published_locale";
  DROP TYPE "public"."enum__equipment_v_published_locale";
  DROP TYPE "public"."enum__news_v_published_locale";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum__projects_v_published_locale";`)
}
