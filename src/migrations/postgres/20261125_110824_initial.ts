import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_departments_icon" AS ENUM('HardHat', 'Droplets', 'Truck', 'Car', 'Cpu', 'ShoppingBag', 'Building2', 'Wrench');
  CREATE TYPE "public"."enum__departments_v_version_icon" AS ENUM('HardHat', 'Droplets', 'Truck', 'Car', 'Cpu', 'ShoppingBag', 'Building2', 'Wrench');
  CREATE TYPE "public"."enum_equipment_category" AS ENUM('BTP', 'ENGIN', 'VEHICULE', 'MATERIEL');
  CREATE TYPE "public"."enum_equipment_status" AS ENUM('available', 'rented', 'maintenance', 'sold');
  CREATE TYPE "public"."enum_equipment_currency" AS ENUM('XOF');
  CREATE TYPE "public"."enum__equipment_v_version_category" AS ENUM('BTP', 'ENGIN', 'VEHICULE', 'MATERIEL');
  CREATE TYPE "public"."enum__equipment_v_version_status" AS ENUM('available', 'rented', 'maintenance', 'sold');
  CREATE TYPE "public"."enum__equipment_v_version_currency" AS ENUM('XOF');
  CREATE TYPE "public"."enum_news_category" AS ENUM('ACTUALITE', 'PROJET', 'EVENEMENT', 'TECHNIQUE', 'GENERAL');
  CREATE TYPE "public"."enum__news_v_version_category" AS ENUM('ACTUALITE', 'PROJET', 'EVENEMENT', 'TECHNIQUE', 'GENERAL');
  CREATE TYPE "public"."enum_media_upload_type" AS ENUM('departments', 'images', 'equipment', 'news');
  CREATE TYPE "public"."enum_quote_requests_service" AS ENUM('btp', 'hydraulique', 'location', 'vente', 'commerce', 'autre');
  CREATE TYPE "public"."enum_quote_requests_budget" AS ENUM('moins-1m', '1m-5m', '5m-20m', 'plus-20m');
  CREATE TYPE "public"."enum_quote_requests_status" AS ENUM('new', 'read', 'replied');
  CREATE TYPE "public"."enum_subscribers_source" AS ENUM('newsletter', 'contact', 'maintenance');
  CREATE TYPE "public"."enum_subscribers_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  CREATE TYPE "public"."enum_outgoing_emails_kind" AS ENUM('reset', 'notification', 'acknowledgement', 'confirmation');
  CREATE TYPE "public"."enum_outgoing_emails_status" AS ENUM('pending', 'sent', 'failed', 'console');
  CREATE TYPE "public"."enum_page_views_source" AS ENUM('direct', 'search', 'social', 'referral');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'super-admin');
  CREATE TYPE "public"."enum_section_values_values_icon" AS ENUM('Shield', 'Users', 'TrendingUp', 'Target', 'Award', 'Heart', 'Star', 'CheckCircle');
  CREATE TYPE "public"."enum_section_values_values_color" AS ENUM('from-blue-500 to-blue-700', 'from-green-500 to-green-700', 'from-purple-500 to-purple-700', 'from-orange-500 to-orange-700', 'from-red-500 to-red-700', 'from-indigo-500 to-indigo-700');
  CREATE TYPE "public"."enum_section_values_advantages_icon" AS ENUM('Shield', 'Users', 'TrendingUp', 'Target', 'Award', 'Heart', 'Star', 'CheckCircle');
  CREATE TYPE "public"."enum__section_values_v_version_values_icon" AS ENUM('Shield', 'Users', 'TrendingUp', 'Target', 'Award', 'Heart', 'Star', 'CheckCircle');
  CREATE TYPE "public"."enum__section_values_v_version_values_color" AS ENUM('from-blue-500 to-blue-700', 'from-green-500 to-green-700', 'from-purple-500 to-purple-700', 'from-orange-500 to-orange-700', 'from-red-500 to-red-700', 'from-indigo-500 to-indigo-700');
  CREATE TYPE "public"."enum__section_values_v_version_advantages_icon" AS ENUM('Shield', 'Users', 'TrendingUp', 'Target', 'Award', 'Heart', 'Star', 'CheckCircle');
  CREATE TYPE "public"."enum_section_equipment_services_icon" AS ENUM('Calendar', 'Settings', 'Shield', 'Truck', 'Star', 'Heart', 'Award', 'CheckCircle');
  CREATE TYPE "public"."enum_section_equipment_featured_equipments_category" AS ENUM('BTP', 'Véhicules', 'Engins', 'Électronique', 'Commerce');
  CREATE TYPE "public"."enum__section_equipment_v_version_services_icon" AS ENUM('Calendar', 'Settings', 'Shield', 'Truck', 'Star', 'Heart', 'Award', 'CheckCircle');
  CREATE TYPE "public"."enum__section_equipment_v_version_featured_equipments_category" AS ENUM('BTP', 'Véhicules', 'Engins', 'Électronique', 'Commerce');
  CREATE TYPE "public"."enum_section_quote_calculator_equipments_category" AS ENUM('btp', 'transport', 'levage');
  CREATE TYPE "public"."enum__section_quote_calculator_v_version_equipments_category" AS ENUM('btp', 'transport', 'levage');
  CREATE TYPE "public"."enum_top_bar_social_media_platform" AS ENUM('facebook', 'instagram', 'twitter', 'linkedin', 'youtube');
  CREATE TYPE "public"."enum_top_bar_branding_logo_type" AS ENUM('text', 'image');
  CREATE TYPE "public"."enum_top_bar_branding_logo_background" AS ENUM('gradient', 'solid', 'transparent');
  CREATE TYPE "public"."enum__top_bar_v_version_social_media_platform" AS ENUM('facebook', 'instagram', 'twitter', 'linkedin', 'youtube');
  CREATE TYPE "public"."enum__top_bar_v_version_branding_logo_type" AS ENUM('text', 'image');
  CREATE TYPE "public"."enum__top_bar_v_version_branding_logo_background" AS ENUM('gradient', 'solid', 'transparent');
  CREATE TYPE "public"."enum_maintenance_social_media_platform" AS ENUM('facebook', 'instagram', 'twitter', 'linkedin', 'youtube');
  CREATE TYPE "public"."enum__maintenance_v_version_social_media_platform" AS ENUM('facebook', 'instagram', 'twitter', 'linkedin', 'youtube');
  CREATE TABLE "departments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"description" varchar,
  	"icon" "enum_departments_icon",
  	"color" varchar DEFAULT '#1e40af',
  	"images_main_id" integer,
  	"images_banner_id" integer,
  	"images_thumbnail_id" integer,
  	"is_active" boolean DEFAULT true,
  	"homepage_settings_show_on_homepage" boolean,
  	"homepage_settings_is_featured" boolean,
  	"homepage_settings_homepage_order" numeric,
  	"homepage_settings_homepage_title" varchar,
  	"homepage_settings_homepage_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "departments_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_departments_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_icon" "enum__departments_v_version_icon",
  	"version_color" varchar DEFAULT '#1e40af',
  	"version_images_main_id" integer,
  	"version_images_banner_id" integer,
  	"version_images_thumbnail_id" integer,
  	"version_is_active" boolean DEFAULT true,
  	"version_homepage_settings_show_on_homepage" boolean,
  	"version_homepage_settings_is_featured" boolean,
  	"version_homepage_settings_homepage_order" numeric,
  	"version_homepage_settings_homepage_title" varchar,
  	"version_homepage_settings_homepage_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_departments_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "equipment" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"description" varchar,
  	"category" "enum_equipment_category" DEFAULT 'BTP' NOT NULL,
  	"status" "enum_equipment_status" DEFAULT 'available' NOT NULL,
  	"for_rent" boolean DEFAULT true,
  	"for_sale" boolean DEFAULT false,
  	"price" numeric,
  	"sale_price" numeric,
  	"currency" "enum_equipment_currency" DEFAULT 'XOF',
  	"available" numeric DEFAULT 1,
  	"location" varchar DEFAULT 'Niamey, Niger',
  	"images_main_id" integer,
  	"images_thumbnail_id" integer,
  	"specifications_brand" varchar,
  	"specifications_model" varchar,
  	"specifications_year" numeric,
  	"specifications_power" varchar,
  	"specifications_capacity" varchar,
  	"specifications_fuel" varchar,
  	"specifications_transmission" varchar,
  	"specifications_weight" varchar,
  	"is_featured" boolean DEFAULT false,
  	"is_active" boolean DEFAULT true,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "equipment_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "equipment_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_equipment_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_category" "enum__equipment_v_version_category" DEFAULT 'BTP' NOT NULL,
  	"version_status" "enum__equipment_v_version_status" DEFAULT 'available' NOT NULL,
  	"version_for_rent" boolean DEFAULT true,
  	"version_for_sale" boolean DEFAULT false,
  	"version_price" numeric,
  	"version_sale_price" numeric,
  	"version_currency" "enum__equipment_v_version_currency" DEFAULT 'XOF',
  	"version_available" numeric DEFAULT 1,
  	"version_location" varchar DEFAULT 'Niamey, Niger',
  	"version_images_main_id" integer,
  	"version_images_thumbnail_id" integer,
  	"version_specifications_brand" varchar,
  	"version_specifications_model" varchar,
  	"version_specifications_year" numeric,
  	"version_specifications_power" varchar,
  	"version_specifications_capacity" varchar,
  	"version_specifications_fuel" varchar,
  	"version_specifications_transmission" varchar,
  	"version_specifications_weight" varchar,
  	"version_is_featured" boolean DEFAULT false,
  	"version_is_active" boolean DEFAULT true,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_equipment_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_equipment_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"excerpt" varchar,
  	"content" jsonb NOT NULL,
  	"search_text" varchar,
  	"category" "enum_news_category" DEFAULT 'ACTUALITE' NOT NULL,
  	"author" varchar DEFAULT 'Équipe BK Multiservices',
  	"images_main_id" integer,
  	"images_thumbnail_id" integer,
  	"images_banner_id" integer,
  	"is_published" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "news_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "news_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_excerpt" varchar,
  	"version_content" jsonb NOT NULL,
  	"version_search_text" varchar,
  	"version_category" "enum__news_v_version_category" DEFAULT 'ACTUALITE' NOT NULL,
  	"version_author" varchar DEFAULT 'Équipe BK Multiservices',
  	"version_images_main_id" integer,
  	"version_images_thumbnail_id" integer,
  	"version_images_banner_id" integer,
  	"version_is_published" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_news_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_news_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"upload_type" "enum_media_upload_type",
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "quote_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"company" varchar,
  	"subject" varchar,
  	"service" "enum_quote_requests_service",
  	"budget" "enum_quote_requests_budget",
  	"equipment" varchar,
  	"message" varchar NOT NULL,
  	"newsletter" boolean DEFAULT false,
  	"status" "enum_quote_requests_status" DEFAULT 'new' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"source" "enum_subscribers_source" DEFAULT 'newsletter',
  	"status" "enum_subscribers_status" DEFAULT 'pending' NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"confirmation_sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "outgoing_emails" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"reply_to" varchar,
  	"subject" varchar NOT NULL,
  	"kind" "enum_outgoing_emails_kind" NOT NULL,
  	"status" "enum_outgoing_emails_status" DEFAULT 'pending' NOT NULL,
  	"error" varchar,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"text" varchar NOT NULL,
  	"html" varchar NOT NULL,
  	"headers" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "page_views" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"title" varchar,
  	"source" "enum_page_views_source" DEFAULT 'direct',
  	"department" varchar,
  	"visitor_hash" varchar,
  	"session_id" varchar,
  	"duration" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "page_view_days" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"page_views" numeric NOT NULL,
  	"unique_visitors" numeric NOT NULL,
  	"visits" numeric NOT NULL,
  	"bounces" numeric NOT NULL,
  	"total_duration" numeric NOT NULL,
  	"sources" jsonb NOT NULL,
  	"departments" jsonb NOT NULL,
  	"pages" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"phone" varchar,
  	"role" "enum_users_role" DEFAULT 'admin' NOT NULL,
  	"notify_quote_requests" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "rate_limit_hits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"reset_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "rental_snapshots" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"rented_equipment" numeric NOT NULL,
  	"estimated_monthly_revenue" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"departments_id" integer,
  	"equipment_id" integer,
  	"news_id" integer,
  	"media_id" integer,
  	"documents_id" integer,
  	"quote_requests_id" integer,
  	"subscribers_id" integer,
  	"page_views_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "section_hero_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "section_hero" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_active" boolean,
  	"title" varchar,
  	"subtitle" varchar,
  	"description" varchar,
  	"cta_text" varchar,
  	"cta_link" varchar,
  	"quote_button_text" varchar,
  	"image_id" integer,
  	"slogan_banner" varchar,
  	"experience_badge" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_section_hero_v_version_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_section_hero_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_is_active" boolean,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_description" varchar,
  	"version_cta_text" varchar,
  	"version_cta_link" varchar,
  	"version_quote_button_text" varchar,
  	"version_image_id" integer,
  	"version_slogan_banner" varchar,
  	"version_experience_badge" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "section_departments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_active" boolean,
  	"badge_text" varchar,
  	"show_badge" boolean,
  	"title" varchar,
  	"description" varchar,
  	"subtitle" varchar,
  	"show_subtitle" boolean,
  	"show_description" boolean,
  	"cta_text" varchar,
  	"cta_link" varchar,
  	"show_c_t_a" boolean,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_section_departments_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_is_active" boolean,
  	"version_badge_text" varchar,
  	"version_show_badge" boolean,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_subtitle" varchar,
  	"version_show_subtitle" boolean,
  	"version_show_description" boolean,
  	"version_cta_text" varchar,
  	"version_cta_link" varchar,
  	"version_show_c_t_a" boolean,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "section_values_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"icon" "enum_section_values_values_icon",
  	"color" "enum_section_values_values_color"
  );
  
  CREATE TABLE "section_values_advantages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"icon" "enum_section_values_advantages_icon"
  );
  
  CREATE TABLE "section_values" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_active" boolean,
  	"badge_text" varchar,
  	"title" varchar,
  	"description" varchar,
  	"mission_title" varchar,
  	"mission_description" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_section_values_v_version_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"icon" "enum__section_values_v_version_values_icon",
  	"color" "enum__section_values_v_version_values_color",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_section_values_v_version_advantages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"icon" "enum__section_values_v_version_advantages_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_section_values_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_is_active" boolean,
  	"version_badge_text" varchar,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_mission_title" varchar,
  	"version_mission_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "section_equipment_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"image_id" integer,
  	"badge" varchar,
  	"link" varchar,
  	"is_active" boolean DEFAULT true
  );
  
  CREATE TABLE "section_equipment_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"icon" "enum_section_equipment_services_icon",
  	"is_active" boolean DEFAULT true
  );
  
  CREATE TABLE "section_equipment_featured_equipments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"category" "enum_section_equipment_featured_equipments_category" NOT NULL,
  	"price" varchar NOT NULL,
  	"available" boolean DEFAULT true,
  	"image_id" integer,
  	"is_active" boolean DEFAULT true
  );
  
  CREATE TABLE "section_equipment" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_active" boolean,
  	"badge_text" varchar,
  	"show_badge" boolean,
  	"title" varchar,
  	"description" varchar,
  	"cta_text" varchar,
  	"cta_link" varchar,
  	"show_c_t_a" boolean,
  	"max_display" numeric,
  	"show_categories_section" boolean,
  	"show_featured_section" boolean,
  	"show_services_section" boolean,
  	"featured_title" varchar,
  	"featured_description" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "section_equipment_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_section_equipment_v_version_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"image_id" integer,
  	"badge" varchar,
  	"link" varchar,
  	"is_active" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_section_equipment_v_version_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"icon" "enum__section_equipment_v_version_services_icon",
  	"is_active" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_section_equipment_v_version_featured_equipments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"category" "enum__section_equipment_v_version_featured_equipments_category" NOT NULL,
  	"price" varchar NOT NULL,
  	"available" boolean DEFAULT true,
  	"image_id" integer,
  	"is_active" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_section_equipment_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_is_active" boolean,
  	"version_badge_text" varchar,
  	"version_show_badge" boolean,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_cta_text" varchar,
  	"version_cta_link" varchar,
  	"version_show_c_t_a" boolean,
  	"version_max_display" numeric,
  	"version_show_categories_section" boolean,
  	"version_show_featured_section" boolean,
  	"version_show_services_section" boolean,
  	"version_featured_title" varchar,
  	"version_featured_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_section_equipment_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "section_quote_calculator_equipments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"category" "enum_section_quote_calculator_equipments_category",
  	"description" varchar,
  	"daily" numeric NOT NULL,
  	"weekly" numeric,
  	"monthly" numeric,
  	"is_active" boolean DEFAULT true
  );
  
  CREATE TABLE "section_quote_calculator" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_active" boolean,
  	"badge_text" varchar,
  	"show_badge" boolean,
  	"title" varchar,
  	"description" varchar,
  	"show_calculator" boolean,
  	"calculator_title" varchar,
  	"show_estimated_time" boolean,
  	"estimated_time" varchar,
  	"show_contact_info" boolean,
  	"contact_info" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "section_quote_calculator_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_section_quote_calculator_v_version_equipments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"category" "enum__section_quote_calculator_v_version_equipments_category",
  	"description" varchar,
  	"daily" numeric NOT NULL,
  	"weekly" numeric,
  	"monthly" numeric,
  	"is_active" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_section_quote_calculator_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_is_active" boolean,
  	"version_badge_text" varchar,
  	"version_show_badge" boolean,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_show_calculator" boolean,
  	"version_calculator_title" varchar,
  	"version_show_estimated_time" boolean,
  	"version_estimated_time" varchar,
  	"version_show_contact_info" boolean,
  	"version_contact_info" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_section_quote_calculator_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "section_news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_active" boolean,
  	"badge_text" varchar,
  	"show_badge" boolean,
  	"title" varchar,
  	"description" varchar,
  	"max_display" numeric,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_section_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_is_active" boolean,
  	"version_badge_text" varchar,
  	"version_show_badge" boolean,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_max_display" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "section_newsletter" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_active" boolean,
  	"badge_text" varchar,
  	"show_badge" boolean,
  	"title" varchar,
  	"description" varchar,
  	"placeholder_text" varchar,
  	"button_text" varchar,
  	"success_message" varchar,
  	"show_privacy_text" boolean,
  	"privacy_text" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_section_newsletter_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_is_active" boolean,
  	"version_badge_text" varchar,
  	"version_show_badge" boolean,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_placeholder_text" varchar,
  	"version_button_text" varchar,
  	"version_success_message" varchar,
  	"version_show_privacy_text" boolean,
  	"version_privacy_text" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "section_partners_partners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"logo_id" integer,
  	"website" varchar,
  	"is_active" boolean DEFAULT true
  );
  
  CREATE TABLE "section_partners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_active" boolean,
  	"badge_text" varchar,
  	"show_badge" boolean,
  	"title" varchar,
  	"description" varchar,
  	"max_display" numeric,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_section_partners_v_version_partners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"logo_id" integer,
  	"website" varchar,
  	"is_active" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_section_partners_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_is_active" boolean,
  	"version_badge_text" varchar,
  	"version_show_badge" boolean,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_max_display" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "section_contact" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_active" boolean,
  	"badge_text" varchar,
  	"show_badge" boolean,
  	"title" varchar,
  	"description" varchar,
  	"call_to_action" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"address" varchar,
  	"hours" varchar,
  	"show_map" boolean,
  	"map_embed_url" varchar,
  	"show_social_links" boolean,
  	"social_links_facebook" varchar,
  	"social_links_linkedin" varchar,
  	"social_links_twitter" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_section_contact_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_is_active" boolean,
  	"version_badge_text" varchar,
  	"version_show_badge" boolean,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_call_to_action" varchar,
  	"version_phone" varchar,
  	"version_email" varchar,
  	"version_address" varchar,
  	"version_hours" varchar,
  	"version_show_map" boolean,
  	"version_map_embed_url" varchar,
  	"version_show_social_links" boolean,
  	"version_social_links_facebook" varchar,
  	"version_social_links_linkedin" varchar,
  	"version_social_links_twitter" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "section_footer_quick_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"is_active" boolean DEFAULT true
  );
  
  CREATE TABLE "section_footer_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"is_active" boolean DEFAULT true
  );
  
  CREATE TABLE "section_footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_active" boolean,
  	"company_name" varchar,
  	"company_logo" varchar,
  	"company_description" varchar,
  	"copyright_text" varchar,
  	"show_contact_info" boolean,
  	"phone" varchar,
  	"email" varchar,
  	"address" varchar,
  	"show_social_links" boolean,
  	"social_links_facebook" varchar,
  	"social_links_linkedin" varchar,
  	"social_links_twitter" varchar,
  	"show_legal_links" boolean,
  	"legal_links_privacy" varchar,
  	"legal_links_terms" varchar,
  	"legal_links_cookies" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_section_footer_v_version_quick_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_section_footer_v_version_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_section_footer_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_is_active" boolean,
  	"version_company_name" varchar,
  	"version_company_logo" varchar,
  	"version_company_description" varchar,
  	"version_copyright_text" varchar,
  	"version_show_contact_info" boolean,
  	"version_phone" varchar,
  	"version_email" varchar,
  	"version_address" varchar,
  	"version_show_social_links" boolean,
  	"version_social_links_facebook" varchar,
  	"version_social_links_linkedin" varchar,
  	"version_social_links_twitter" varchar,
  	"version_show_legal_links" boolean,
  	"version_legal_links_privacy" varchar,
  	"version_legal_links_terms" varchar,
  	"version_legal_links_cookies" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_title" varchar,
  	"site_description" varchar,
  	"contact_phone" varchar,
  	"contact_email" varchar,
  	"contact_address" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_site_title" varchar,
  	"version_site_description" varchar,
  	"version_contact_phone" varchar,
  	"version_contact_email" varchar,
  	"version_contact_address" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "top_bar_social_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_top_bar_social_media_platform" NOT NULL,
  	"url" varchar,
  	"icon" varchar,
  	"is_active" boolean DEFAULT true
  );
  
  CREATE TABLE "top_bar_navigation_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"order" numeric,
  	"is_active" boolean DEFAULT true
  );
  
  CREATE TABLE "top_bar" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_phone" varchar,
  	"contact_email" varchar,
  	"contact_address" varchar,
  	"branding_company_name" varchar,
  	"branding_slogan" varchar,
  	"branding_logo_type" "enum_top_bar_branding_logo_type",
  	"branding_logo_letter" varchar,
  	"branding_logo_image_id" integer,
  	"branding_logo_colors_primary" varchar,
  	"branding_logo_colors_secondary" varchar,
  	"branding_logo_background" "enum_top_bar_branding_logo_background",
  	"branding_logo_background_color" varchar,
  	"branding_logo_background_gradient_from" varchar,
  	"branding_logo_background_gradient_to" varchar,
  	"display_show_phone" boolean,
  	"display_show_email" boolean,
  	"display_show_address" boolean,
  	"display_show_social_media" boolean,
  	"display_show_social_label" boolean,
  	"cta_text" varchar,
  	"cta_action" varchar,
  	"cta_is_active" boolean,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_top_bar_v_version_social_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"platform" "enum__top_bar_v_version_social_media_platform" NOT NULL,
  	"url" varchar,
  	"icon" varchar,
  	"is_active" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_top_bar_v_version_navigation_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"order" numeric,
  	"is_active" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_top_bar_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_contact_phone" varchar,
  	"version_contact_email" varchar,
  	"version_contact_address" varchar,
  	"version_branding_company_name" varchar,
  	"version_branding_slogan" varchar,
  	"version_branding_logo_type" "enum__top_bar_v_version_branding_logo_type",
  	"version_branding_logo_letter" varchar,
  	"version_branding_logo_image_id" integer,
  	"version_branding_logo_colors_primary" varchar,
  	"version_branding_logo_colors_secondary" varchar,
  	"version_branding_logo_background" "enum__top_bar_v_version_branding_logo_background",
  	"version_branding_logo_background_color" varchar,
  	"version_branding_logo_background_gradient_from" varchar,
  	"version_branding_logo_background_gradient_to" varchar,
  	"version_display_show_phone" boolean,
  	"version_display_show_email" boolean,
  	"version_display_show_address" boolean,
  	"version_display_show_social_media" boolean,
  	"version_display_show_social_label" boolean,
  	"version_cta_text" varchar,
  	"version_cta_action" varchar,
  	"version_cta_is_active" boolean,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "maintenance_social_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_maintenance_social_media_platform" NOT NULL,
  	"url" varchar
  );
  
  CREATE TABLE "maintenance" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_active" boolean,
  	"title" varchar,
  	"description" varchar,
  	"estimated_time" varchar,
  	"progress" numeric,
  	"start_time" timestamp(3) with time zone,
  	"allow_contact" boolean,
  	"allow_newsletter" boolean,
  	"contact_info_phone" varchar,
  	"contact_info_email" varchar,
  	"contact_info_address" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "maintenance_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_maintenance_v_version_social_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"platform" "enum__maintenance_v_version_social_media_platform" NOT NULL,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_maintenance_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_is_active" boolean,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_estimated_time" varchar,
  	"version_progress" numeric,
  	"version_start_time" timestamp(3) with time zone,
  	"version_allow_contact" boolean,
  	"version_allow_newsletter" boolean,
  	"version_contact_info_phone" varchar,
  	"version_contact_info_email" varchar,
  	"version_contact_info_address" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_maintenance_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "departments" ADD CONSTRAINT "departments_images_main_id_media_id_fk" FOREIGN KEY ("images_main_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "departments" ADD CONSTRAINT "departments_images_banner_id_media_id_fk" FOREIGN KEY ("images_banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "departments" ADD CONSTRAINT "departments_images_thumbnail_id_media_id_fk" FOREIGN KEY ("images_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "departments_texts" ADD CONSTRAINT "departments_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_departments_v" ADD CONSTRAINT "_departments_v_parent_id_departments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_departments_v" ADD CONSTRAINT "_departments_v_version_images_main_id_media_id_fk" FOREIGN KEY ("version_images_main_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_departments_v" ADD CONSTRAINT "_departments_v_version_images_banner_id_media_id_fk" FOREIGN KEY ("version_images_banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_departments_v" ADD CONSTRAINT "_departments_v_version_images_thumbnail_id_media_id_fk" FOREIGN KEY ("version_images_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_departments_v_texts" ADD CONSTRAINT "_departments_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_departments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "equipment" ADD CONSTRAINT "equipment_images_main_id_media_id_fk" FOREIGN KEY ("images_main_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment" ADD CONSTRAINT "equipment_images_thumbnail_id_media_id_fk" FOREIGN KEY ("images_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment_texts" ADD CONSTRAINT "equipment_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "equipment_rels" ADD CONSTRAINT "equipment_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "equipment_rels" ADD CONSTRAINT "equipment_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_equipment_v" ADD CONSTRAINT "_equipment_v_parent_id_equipment_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_equipment_v" ADD CONSTRAINT "_equipment_v_version_images_main_id_media_id_fk" FOREIGN KEY ("version_images_main_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_equipment_v" ADD CONSTRAINT "_equipment_v_version_images_thumbnail_id_media_id_fk" FOREIGN KEY ("version_images_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_equipment_v_texts" ADD CONSTRAINT "_equipment_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_equipment_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_equipment_v_rels" ADD CONSTRAINT "_equipment_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_equipment_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_equipment_v_rels" ADD CONSTRAINT "_equipment_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_images_main_id_media_id_fk" FOREIGN KEY ("images_main_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_images_thumbnail_id_media_id_fk" FOREIGN KEY ("images_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_images_banner_id_media_id_fk" FOREIGN KEY ("images_banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_texts" ADD CONSTRAINT "news_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_images_main_id_media_id_fk" FOREIGN KEY ("version_images_main_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_images_thumbnail_id_media_id_fk" FOREIGN KEY ("version_images_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_images_banner_id_media_id_fk" FOREIGN KEY ("version_images_banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_texts" ADD CONSTRAINT "_news_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_equipment_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quote_requests_fk" FOREIGN KEY ("quote_requests_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscribers_fk" FOREIGN KEY ("subscribers_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_views_fk" FOREIGN KEY ("page_views_id") REFERENCES "public"."page_views"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_hero_stats" ADD CONSTRAINT "section_hero_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_hero" ADD CONSTRAINT "section_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_section_hero_v_version_stats" ADD CONSTRAINT "_section_hero_v_version_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_hero_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_hero_v" ADD CONSTRAINT "_section_hero_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "section_values_values" ADD CONSTRAINT "section_values_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_values_advantages" ADD CONSTRAINT "section_values_advantages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_values_v_version_values" ADD CONSTRAINT "_section_values_v_version_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_values_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_values_v_version_advantages" ADD CONSTRAINT "_section_values_v_version_advantages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_values_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_equipment_categories" ADD CONSTRAINT "section_equipment_categories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "section_equipment_categories" ADD CONSTRAINT "section_equipment_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_equipment"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_equipment_services" ADD CONSTRAINT "section_equipment_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_equipment"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_equipment_featured_equipments" ADD CONSTRAINT "section_equipment_featured_equipments_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "section_equipment_featured_equipments" ADD CONSTRAINT "section_equipment_featured_equipments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_equipment"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_equipment_texts" ADD CONSTRAINT "section_equipment_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."section_equipment"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_equipment_v_version_categories" ADD CONSTRAINT "_section_equipment_v_version_categories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_section_equipment_v_version_categories" ADD CONSTRAINT "_section_equipment_v_version_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_equipment_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_equipment_v_version_services" ADD CONSTRAINT "_section_equipment_v_version_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_equipment_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_equipment_v_version_featured_equipments" ADD CONSTRAINT "_section_equipment_v_version_featured_equipments_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_section_equipment_v_version_featured_equipments" ADD CONSTRAINT "_section_equipment_v_version_featured_equipments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_equipment_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_equipment_v_texts" ADD CONSTRAINT "_section_equipment_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_section_equipment_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_quote_calculator_equipments" ADD CONSTRAINT "section_quote_calculator_equipments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_quote_calculator"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_quote_calculator_texts" ADD CONSTRAINT "section_quote_calculator_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."section_quote_calculator"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_quote_calculator_v_version_equipments" ADD CONSTRAINT "_section_quote_calculator_v_version_equipments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_quote_calculator_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_quote_calculator_v_texts" ADD CONSTRAINT "_section_quote_calculator_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_section_quote_calculator_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_partners_partners" ADD CONSTRAINT "section_partners_partners_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "section_partners_partners" ADD CONSTRAINT "section_partners_partners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_partners_v_version_partners" ADD CONSTRAINT "_section_partners_v_version_partners_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_section_partners_v_version_partners" ADD CONSTRAINT "_section_partners_v_version_partners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_partners_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_footer_quick_links" ADD CONSTRAINT "section_footer_quick_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_footer_services" ADD CONSTRAINT "section_footer_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_footer_v_version_quick_links" ADD CONSTRAINT "_section_footer_v_version_quick_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_section_footer_v_version_services" ADD CONSTRAINT "_section_footer_v_version_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_section_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_texts" ADD CONSTRAINT "site_settings_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_texts" ADD CONSTRAINT "_site_settings_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "top_bar_social_media" ADD CONSTRAINT "top_bar_social_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."top_bar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "top_bar_navigation_items" ADD CONSTRAINT "top_bar_navigation_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."top_bar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "top_bar" ADD CONSTRAINT "top_bar_branding_logo_image_id_media_id_fk" FOREIGN KEY ("branding_logo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_top_bar_v_version_social_media" ADD CONSTRAINT "_top_bar_v_version_social_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_top_bar_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_top_bar_v_version_navigation_items" ADD CONSTRAINT "_top_bar_v_version_navigation_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_top_bar_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_top_bar_v" ADD CONSTRAINT "_top_bar_v_version_branding_logo_image_id_media_id_fk" FOREIGN KEY ("version_branding_logo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "maintenance_social_media" ADD CONSTRAINT "maintenance_social_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."maintenance"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "maintenance_texts" ADD CONSTRAINT "maintenance_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."maintenance"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_maintenance_v_version_social_media" ADD CONSTRAINT "_maintenance_v_version_social_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_maintenance_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_maintenance_v_texts" ADD CONSTRAINT "_maintenance_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_maintenance_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "departments_slug_idx" ON "departments" USING btree ("slug");
  CREATE INDEX "departments_images_images_main_idx" ON "departments" USING btree ("images_main_id");
  CREATE INDEX "departments_images_images_banner_idx" ON "departments" USING btree ("images_banner_id");
  CREATE INDEX "departments_images_images_thumbnail_idx" ON "departments" USING btree ("images_thumbnail_id");
  CREATE INDEX "departments_updated_at_idx" ON "departments" USING btree ("updated_at");
  CREATE INDEX "departments_created_at_idx" ON "departments" USING btree ("created_at");
  CREATE INDEX "departments_texts_order_parent" ON "departments_texts" USING btree ("order","parent_id");
  CREATE INDEX "_departments_v_parent_idx" ON "_departments_v" USING btree ("parent_id");
  CREATE INDEX "_departments_v_version_version_slug_idx" ON "_departments_v" USING btree ("version_slug");
  CREATE INDEX "_departments_v_version_images_version_images_main_idx" ON "_departments_v" USING btree ("version_images_main_id");
  CREATE INDEX "_departments_v_version_images_version_images_banner_idx" ON "_departments_v" USING btree ("version_images_banner_id");
  CREATE INDEX "_departments_v_version_images_version_images_thumbnail_idx" ON "_departments_v" USING btree ("version_images_thumbnail_id");
  CREATE INDEX "_departments_v_version_version_updated_at_idx" ON "_departments_v" USING btree ("version_updated_at");
  CREATE INDEX "_departments_v_version_version_created_at_idx" ON "_departments_v" USING btree ("version_created_at");
  CREATE INDEX "_departments_v_created_at_idx" ON "_departments_v" USING btree ("created_at");
  CREATE INDEX "_departments_v_updated_at_idx" ON "_departments_v" USING btree ("updated_at");
  CREATE INDEX "_departments_v_texts_order_parent" ON "_departments_v_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "equipment_slug_idx" ON "equipment" USING btree ("slug");
  CREATE INDEX "equipment_images_images_main_idx" ON "equipment" USING btree ("images_main_id");
  CREATE INDEX "equipment_images_images_thumbnail_idx" ON "equipment" USING btree ("images_thumbnail_id");
  CREATE INDEX "equipment_updated_at_idx" ON "equipment" USING btree ("updated_at");
  CREATE INDEX "equipment_created_at_idx" ON "equipment" USING btree ("created_at");
  CREATE INDEX "equipment_texts_order_parent" ON "equipment_texts" USING btree ("order","parent_id");
  CREATE INDEX "equipment_texts_text_idx" ON "equipment_texts" USING btree ("text");
  CREATE INDEX "equipment_rels_order_idx" ON "equipment_rels" USING btree ("order");
  CREATE INDEX "equipment_rels_parent_idx" ON "equipment_rels" USING btree ("parent_id");
  CREATE INDEX "equipment_rels_path_idx" ON "equipment_rels" USING btree ("path");
  CREATE INDEX "equipment_rels_media_id_idx" ON "equipment_rels" USING btree ("media_id");
  CREATE INDEX "_equipment_v_parent_idx" ON "_equipment_v" USING btree ("parent_id");
  CREATE INDEX "_equipment_v_version_version_slug_idx" ON "_equipment_v" USING btree ("version_slug");
  CREATE INDEX "_equipment_v_version_images_version_images_main_idx" ON "_equipment_v" USING btree ("version_images_main_id");
  CREATE INDEX "_equipment_v_version_images_version_images_thumbnail_idx" ON "_equipment_v" USING btree ("version_images_thumbnail_id");
  CREATE INDEX "_equipment_v_version_version_updated_at_idx" ON "_equipment_v" USING btree ("version_updated_at");
  CREATE INDEX "_equipment_v_version_version_created_at_idx" ON "_equipment_v" USING btree ("version_created_at");
  CREATE INDEX "_equipment_v_created_at_idx" ON "_equipment_v" USING btree ("created_at");
  CREATE INDEX "_equipment_v_updated_at_idx" ON "_equipment_v" USING btree ("updated_at");
  CREATE INDEX "_equipment_v_texts_order_parent" ON "_equipment_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_equipment_v_rels_order_idx" ON "_equipment_v_rels" USING btree ("order");
  CREATE INDEX "_equipment_v_rels_parent_idx" ON "_equipment_v_rels" USING btree ("parent_id");
  CREATE INDEX "_equipment_v_rels_path_idx" ON "_equipment_v_rels" USING btree ("path");
  CREATE INDEX "_equipment_v_rels_media_id_idx" ON "_equipment_v_rels" USING btree ("media_id");
  CREATE INDEX "news_images_images_main_idx" ON "news" USING btree ("images_main_id");
  CREATE INDEX "news_images_images_thumbnail_idx" ON "news" USING btree ("images_thumbnail_id");
  CREATE INDEX "news_images_images_banner_idx" ON "news" USING btree ("images_banner_id");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "news_texts_order_parent" ON "news_texts" USING btree ("order","parent_id");
  CREATE INDEX "news_rels_order_idx" ON "news_rels" USING btree ("order");
  CREATE INDEX "news_rels_parent_idx" ON "news_rels" USING btree ("parent_id");
  CREATE INDEX "news_rels_path_idx" ON "news_rels" USING btree ("path");
  CREATE INDEX "news_rels_media_id_idx" ON "news_rels" USING btree ("media_id");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_images_version_images_main_idx" ON "_news_v" USING btree ("version_images_main_id");
  CREATE INDEX "_news_v_version_images_version_images_thumbnail_idx" ON "_news_v" USING btree ("version_images_thumbnail_id");
  CREATE INDEX "_news_v_version_images_version_images_banner_idx" ON "_news_v" USING btree ("version_images_banner_id");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_texts_order_parent" ON "_news_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_news_v_rels_order_idx" ON "_news_v_rels" USING btree ("order");
  CREATE INDEX "_news_v_rels_parent_idx" ON "_news_v_rels" USING btree ("parent_id");
  CREATE INDEX "_news_v_rels_path_idx" ON "_news_v_rels" USING btree ("path");
  CREATE INDEX "_news_v_rels_media_id_idx" ON "_news_v_rels" USING btree ("media_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "documents_filename_idx" ON "documents" USING btree ("filename");
  CREATE INDEX "quote_requests_updated_at_idx" ON "quote_requests" USING btree ("updated_at");
  CREATE INDEX "quote_requests_created_at_idx" ON "quote_requests" USING btree ("created_at");
  CREATE UNIQUE INDEX "subscribers_email_idx" ON "subscribers" USING btree ("email");
  CREATE INDEX "subscribers_status_idx" ON "subscribers" USING btree ("status");
  CREATE INDEX "subscribers_updated_at_idx" ON "subscribers" USING btree ("updated_at");
  CREATE INDEX "subscribers_created_at_idx" ON "subscribers" USING btree ("created_at");
  CREATE INDEX "outgoing_emails_to_idx" ON "outgoing_emails" USING btree ("to");
  CREATE INDEX "outgoing_emails_kind_idx" ON "outgoing_emails" USING btree ("kind");
  CREATE INDEX "outgoing_emails_status_idx" ON "outgoing_emails" USING btree ("status");
  CREATE INDEX "outgoing_emails_next_attempt_at_idx" ON "outgoing_emails" USING btree ("next_attempt_at");
  CREATE INDEX "outgoing_emails_updated_at_idx" ON "outgoing_emails" USING btree ("updated_at");
  CREATE INDEX "outgoing_emails_created_at_idx" ON "outgoing_emails" USING btree ("created_at");
  CREATE INDEX "page_views_path_idx" ON "page_views" USING btree ("path");
  CREATE INDEX "page_views_department_idx" ON "page_views" USING btree ("department");
  CREATE INDEX "page_views_visitor_hash_idx" ON "page_views" USING btree ("visitor_hash");
  CREATE INDEX "page_views_session_id_idx" ON "page_views" USING btree ("session_id");
  CREATE INDEX "page_views_updated_at_idx" ON "page_views" USING btree ("updated_at");
  CREATE INDEX "page_views_created_at_idx" ON "page_views" USING btree ("created_at");
  CREATE UNIQUE INDEX "page_view_days_day_idx" ON "page_view_days" USING btree ("day");
  CREATE INDEX "page_view_days_updated_at_idx" ON "page_view_days" USING btree ("updated_at");
  CREATE INDEX "page_view_days_created_at_idx" ON "page_view_days" USING btree ("created_at");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "rate_limit_hits_key_idx" ON "rate_limit_hits" USING btree ("key");
  CREATE INDEX "rate_limit_hits_reset_at_idx" ON "rate_limit_hits" USING btree ("reset_at");
  CREATE UNIQUE INDEX "rental_snapshots_day_idx" ON "rental_snapshots" USING btree ("day");
  CREATE INDEX "rental_snapshots_updated_at_idx" ON "rental_snapshots" USING btree ("updated_at");
  CREATE INDEX "rental_snapshots_created_at_idx" ON "rental_snapshots" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_departments_id_idx" ON "payload_locked_documents_rels" USING btree ("departments_id");
  CREATE INDEX "payload_locked_documents_rels_equipment_id_idx" ON "payload_locked_documents_rels" USING btree ("equipment_id");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_quote_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("quote_requests_id");
  CREATE INDEX "payload_locked_documents_rels_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_page_views_id_idx" ON "payload_locked_documents_rels" USING btree ("page_views_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "section_hero_stats_order_idx" ON "section_hero_stats" USING btree ("_order");
  CREATE INDEX "section_hero_stats_parent_id_idx" ON "section_hero_stats" USING btree ("_parent_id");
  CREATE INDEX "section_hero_image_idx" ON "section_hero" USING btree ("image_id");
  CREATE INDEX "_section_hero_v_version_stats_order_idx" ON "_section_hero_v_version_stats" USING btree ("_order");
  CREATE INDEX "_section_hero_v_version_stats_parent_id_idx" ON "_section_hero_v_version_stats" USING btree ("_parent_id");
  CREATE INDEX "_section_hero_v_version_version_image_idx" ON "_section_hero_v" USING btree ("version_image_id");
  CREATE INDEX "_section_hero_v_created_at_idx" ON "_section_hero_v" USING btree ("created_at");
  CREATE INDEX "_section_hero_v_updated_at_idx" ON "_section_hero_v" USING btree ("updated_at");
  CREATE INDEX "_section_departments_v_created_at_idx" ON "_section_departments_v" USING btree ("created_at");
  CREATE INDEX "_section_departments_v_updated_at_idx" ON "_section_departments_v" USING btree ("updated_at");
  CREATE INDEX "section_values_values_order_idx" ON "section_values_values" USING btree ("_order");
  CREATE INDEX "section_values_values_parent_id_idx" ON "section_values_values" USING btree ("_parent_id");
  CREATE INDEX "section_values_advantages_order_idx" ON "section_values_advantages" USING btree ("_order");
  CREATE INDEX "section_values_advantages_parent_id_idx" ON "section_values_advantages" USING btree ("_parent_id");
  CREATE INDEX "_section_values_v_version_values_order_idx" ON "_section_values_v_version_values" USING btree ("_order");
  CREATE INDEX "_section_values_v_version_values_parent_id_idx" ON "_section_values_v_version_values" USING btree ("_parent_id");
  CREATE INDEX "_section_values_v_version_advantages_order_idx" ON "_section_values_v_version_advantages" USING btree ("_order");
  CREATE INDEX "_section_values_v_version_advantages_parent_id_idx" ON "_section_values_v_version_advantages" USING btree ("_parent_id");
  CREATE INDEX "_section_values_v_created_at_idx" ON "_section_values_v" USING btree ("created_at");
  CREATE INDEX "_section_values_v_updated_at_idx" ON "_section_values_v" USING btree ("updated_at");
  CREATE INDEX "section_equipment_categories_order_idx" ON "section_equipment_categories" USING btree ("_order");
  CREATE INDEX "section_equipment_categories_parent_id_idx" ON "section_equipment_categories" USING btree ("_parent_id");
  CREATE INDEX "section_equipment_categories_image_idx" ON "section_equipment_categories" USING btree ("image_id");
  CREATE INDEX "section_equipment_services_order_idx" ON "section_equipment_services" USING btree ("_order");
  CREATE INDEX "section_equipment_services_parent_id_idx" ON "section_equipment_services" USING btree ("_parent_id");
  CREATE INDEX "section_equipment_featured_equipments_order_idx" ON "section_equipment_featured_equipments" USING btree ("_order");
  CREATE INDEX "section_equipment_featured_equipments_parent_id_idx" ON "section_equipment_featured_equipments" USING btree ("_parent_id");
  CREATE INDEX "section_equipment_featured_equipments_image_idx" ON "section_equipment_featured_equipments" USING btree ("image_id");
  CREATE INDEX "section_equipment_texts_order_parent" ON "section_equipment_texts" USING btree ("order","parent_id");
  CREATE INDEX "_section_equipment_v_version_categories_order_idx" ON "_section_equipment_v_version_categories" USING btree ("_order");
  CREATE INDEX "_section_equipment_v_version_categories_parent_id_idx" ON "_section_equipment_v_version_categories" USING btree ("_parent_id");
  CREATE INDEX "_section_equipment_v_version_categories_image_idx" ON "_section_equipment_v_version_categories" USING btree ("image_id");
  CREATE INDEX "_section_equipment_v_version_services_order_idx" ON "_section_equipment_v_version_services" USING btree ("_order");
  CREATE INDEX "_section_equipment_v_version_services_parent_id_idx" ON "_section_equipment_v_version_services" USING btree ("_parent_id");
  CREATE INDEX "_section_equipment_v_version_featured_equipments_order_idx" ON "_section_equipment_v_version_featured_equipments" USING btree ("_order");
  CREATE INDEX "_section_equipment_v_version_featured_equipments_parent_id_idx" ON "_section_equipment_v_version_featured_equipments" USING btree ("_parent_id");
  CREATE INDEX "_section_equipment_v_version_featured_equipments_image_idx" ON "_section_equipment_v_version_featured_equipments" USING btree ("image_id");
  CREATE INDEX "_section_equipment_v_created_at_idx" ON "_section_equipment_v" USING btree ("created_at");
  CREATE INDEX "_section_equipment_v_updated_at_idx" ON "_section_equipment_v" USING btree ("updated_at");
  CREATE INDEX "_section_equipment_v_texts_order_parent" ON "_section_equipment_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "section_quote_calculator_equipments_order_idx" ON "section_quote_calculator_equipments" USING btree ("_order");
  CREATE INDEX "section_quote_calculator_equipments_parent_id_idx" ON "section_quote_calculator_equipments" USING btree ("_parent_id");
  CREATE INDEX "section_quote_calculator_texts_order_parent" ON "section_quote_calculator_texts" USING btree ("order","parent_id");
  CREATE INDEX "_section_quote_calculator_v_version_equipments_order_idx" ON "_section_quote_calculator_v_version_equipments" USING btree ("_order");
  CREATE INDEX "_section_quote_calculator_v_version_equipments_parent_id_idx" ON "_section_quote_calculator_v_version_equipments" USING btree ("_parent_id");
  CREATE INDEX "_section_quote_calculator_v_created_at_idx" ON "_section_quote_calculator_v" USING btree ("created_at");
  CREATE INDEX "_section_quote_calculator_v_updated_at_idx" ON "_section_quote_calculator_v" USING btree ("updated_at");
  CREATE INDEX "_section_quote_calculator_v_texts_order_parent" ON "_section_quote_calculator_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_section_news_v_created_at_idx" ON "_section_news_v" USING btree ("created_at");
  CREATE INDEX "_section_news_v_updated_at_idx" ON "_section_news_v" USING btree ("updated_at");
  CREATE INDEX "_section_newsletter_v_created_at_idx" ON "_section_newsletter_v" USING btree ("created_at");
  CREATE INDEX "_section_newsletter_v_updated_at_idx" ON "_section_newsletter_v" USING btree ("updated_at");
  CREATE INDEX "section_partners_partners_order_idx" ON "section_partners_partners" USING btree ("_order");
  CREATE INDEX "section_partners_partners_parent_id_idx" ON "section_partners_partners" USING btree ("_parent_id");
  CREATE INDEX "section_partners_partners_logo_idx" ON "section_partners_partners" USING btree ("logo_id");
  CREATE INDEX "_section_partners_v_version_partners_order_idx" ON "_section_partners_v_version_partners" USING btree ("_order");
  CREATE INDEX "_section_partners_v_version_partners_parent_id_idx" ON "_section_partners_v_version_partners" USING btree ("_parent_id");
  CREATE INDEX "_section_partners_v_version_partners_logo_idx" ON "_section_partners_v_version_partners" USING btree ("logo_id");
  CREATE INDEX "_section_partners_v_created_at_idx" ON "_section_partners_v" USING btree ("created_at");
  CREATE INDEX "_section_partners_v_updated_at_idx" ON "_section_partners_v" USING btree ("updated_at");
  CREATE INDEX "_section_contact_v_created_at_idx" ON "_section_contact_v" USING btree ("created_at");
  CREATE INDEX "_section_contact_v_updated_at_idx" ON "_section_contact_v" USING btree ("updated_at");
  CREATE INDEX "section_footer_quick_links_order_idx" ON "section_footer_quick_links" USING btree ("_order");
  CREATE INDEX "section_footer_quick_links_parent_id_idx" ON "section_footer_quick_links" USING btree ("_parent_id");
  CREATE INDEX "section_footer_services_order_idx" ON "section_footer_services" USING btree ("_order");
  CREATE INDEX "section_footer_services_parent_id_idx" ON "section_footer_services" USING btree ("_parent_id");
  CREATE INDEX "_section_footer_v_version_quick_links_order_idx" ON "_section_footer_v_version_quick_links" USING btree ("_order");
  CREATE INDEX "_section_footer_v_version_quick_links_parent_id_idx" ON "_section_footer_v_version_quick_links" USING btree ("_parent_id");
  CREATE INDEX "_section_footer_v_version_services_order_idx" ON "_section_footer_v_version_services" USING btree ("_order");
  CREATE INDEX "_section_footer_v_version_services_parent_id_idx" ON "_section_footer_v_version_services" USING btree ("_parent_id");
  CREATE INDEX "_section_footer_v_created_at_idx" ON "_section_footer_v" USING btree ("created_at");
  CREATE INDEX "_section_footer_v_updated_at_idx" ON "_section_footer_v" USING btree ("updated_at");
  CREATE INDEX "site_settings_texts_order_parent" ON "site_settings_texts" USING btree ("order","parent_id");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_texts_order_parent" ON "_site_settings_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "top_bar_social_media_order_idx" ON "top_bar_social_media" USING btree ("_order");
  CREATE INDEX "top_bar_social_media_parent_id_idx" ON "top_bar_social_media" USING btree ("_parent_id");
  CREATE INDEX "top_bar_navigation_items_order_idx" ON "top_bar_navigation_items" USING btree ("_order");
  CREATE INDEX "top_bar_navigation_items_parent_id_idx" ON "top_bar_navigation_items" USING btree ("_parent_id");
  CREATE INDEX "top_bar_branding_branding_logo_image_idx" ON "top_bar" USING btree ("branding_logo_image_id");
  CREATE INDEX "_top_bar_v_version_social_media_order_idx" ON "_top_bar_v_version_social_media" USING btree ("_order");
  CREATE INDEX "_top_bar_v_version_social_media_parent_id_idx" ON "_top_bar_v_version_social_media" USING btree ("_parent_id");
  CREATE INDEX "_top_bar_v_version_navigation_items_order_idx" ON "_top_bar_v_version_navigation_items" USING btree ("_order");
  CREATE INDEX "_top_bar_v_version_navigation_items_parent_id_idx" ON "_top_bar_v_version_navigation_items" USING btree ("_parent_id");
  CREATE INDEX "_top_bar_v_version_branding_version_branding_logo_image_idx" ON "_top_bar_v" USING btree ("version_branding_logo_image_id");
  CREATE INDEX "_top_bar_v_created_at_idx" ON "_top_bar_v" USING btree ("created_at");
  CREATE INDEX "_top_bar_v_updated_at_idx" ON "_top_bar_v" USING btree ("updated_at");
  CREATE INDEX "maintenance_social_media_order_idx" ON "maintenance_social_media" USING btree ("_order");
  CREATE INDEX "maintenance_social_media_parent_id_idx" ON "maintenance_social_media" USING btree ("_parent_id");
  CREATE INDEX "maintenance_texts_order_parent" ON "maintenance_texts" USING btree ("order","parent_id");
  CREATE INDEX "_maintenance_v_version_social_media_order_idx" ON "_maintenance_v_version_social_media" USING btree ("_order");
  CREATE INDEX "_maintenance_v_version_social_media_parent_id_idx" ON "_maintenance_v_version_social_media" USING btree ("_parent_id");
  CREATE INDEX "_maintenance_v_created_at_idx" ON "_maintenance_v" USING btree ("created_at");
  CREATE INDEX "_maintenance_v_updated_at_idx" ON "_maintenance_v" USING btree ("updated_at");
  CREATE INDEX "_maintenance_v_texts_order_parent" ON "_maintenance_v_texts" USING btree ("order","parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "departments" CASCADE;
  DROP TABLE "departments_texts" CASCADE;
  DROP TABLE "_departments_v" CASCADE;
  DROP TABLE "_departments_v_texts" CASCADE;
  DROP TABLE "equipment" CASCADE;
  DROP TABLE "equipment_texts" CASCADE;
  DROP TABLE "equipment_rels" CASCADE;
  DROP TABLE "_equipment_v" CASCADE;
  DROP TABLE "_equipment_v_texts" CASCADE;
  DROP TABLE "_equipment_v_rels" CASCADE;
  DROP TABLE "news" CASCADE;
  DROP TABLE "news_texts" CASCADE;
  DROP TABLE "news_rels" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "_news_v_texts" CASCADE;
  DROP TABLE "_news_v_rels" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "quote_requests" CASCADE;
  DROP TABLE "subscribers" CASCADE;
  DROP TABLE "outgoing_emails" CASCADE;
  DROP TABLE "page_views" CASCADE;
  DROP TABLE "page_view_days" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "rate_limit_hits" CASCADE;
  DROP TABLE "rental_snapshots" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "section_hero_stats" CASCADE;
  DROP TABLE "section_hero" CASCADE;
  DROP TABLE "_section_hero_v_version_stats" CASCADE;
  DROP TABLE "_section_hero_v" CASCADE;
  DROP TABLE "section_departments" CASCADE;
  DROP TABLE "_section_departments_v" CASCADE;
  DROP TABLE "section_values_values" CASCADE;
  DROP TABLE "section_values_advantages" CASCADE;
  DROP TABLE "section_values" CASCADE;
  DROP TABLE "_section_values_v_version_values" CASCADE;
  DROP TABLE "_section_values_v_version_advantages" CASCADE;
  DROP TABLE "_section_values_v" CASCADE;
  DROP TABLE "section_equipment_categories" CASCADE;
  DROP TABLE "section_equipment_services" CASCADE;
  DROP TABLE "section_equipment_featured_equipments" CASCADE;
  DROP TABLE "section_equipment" CASCADE;
  DROP TABLE "section_equipment_texts" CASCADE;
  DROP TABLE "_section_equipment_v_version_categories" CASCADE;
  DROP TABLE "_section_equipment_v_version_services" CASCADE;
  DROP TABLE "_section_equipment_v_version_featured_equipments" CASCADE;
  DROP TABLE "_section_equipment_v" CASCADE;
  DROP TABLE "_section_equipment_v_texts" CASCADE;
  DROP TABLE "section_quote_calculator_equipments" CASCADE;
  DROP TABLE "section_quote_calculator" CASCADE;
  DROP TABLE "section_quote_calculator_texts" CASCADE;
  DROP TABLE "_section_quote_calculator_v_version_equipments" CASCADE;
  DROP TABLE "_section_quote_calculator_v" CASCADE;
  DROP TABLE "_section_quote_calculator_v_texts" CASCADE;
  DROP TABLE "section_news" CASCADE;
  DROP TABLE "_section_news_v" CASCADE;
  DROP TABLE "section_newsletter" CASCADE;
  DROP TABLE "_section_newsletter_v" CASCADE;
  DROP TABLE "section_partners_partners" CASCADE;
  DROP TABLE "section_partners" CASCADE;
  DROP TABLE "_section_partners_v_version_partners" CASCADE;
  DROP TABLE "_section_partners_v" CASCADE;
  DROP TABLE "section_contact" CASCADE;
  DROP TABLE "_section_contact_v" CASCADE;
  DROP TABLE "section_footer_quick_links" CASCADE;
  DROP TABLE "section_footer_services" CASCADE;
  DROP TABLE "section_footer" CASCADE;
  DROP TABLE "_section_footer_v_version_quick_links" CASCADE;
  DROP TABLE "_section_footer_v_version_services" CASCADE;
  DROP TABLE "_section_footer_v" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_texts" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "_site_settings_v_texts" CASCADE;
  DROP TABLE "top_bar_social_media" CASCADE;
  DROP TABLE "top_bar_navigation_items" CASCADE;
  DROP TABLE "top_bar" CASCADE;
  DROP TABLE "_top_bar_v_version_social_media" CASCADE;
  DROP TABLE "_top_bar_v_version_navigation_items" CASCADE;
  DROP TABLE "_top_bar_v" CASCADE;
  DROP TABLE "maintenance_social_media" CASCADE;
  DROP TABLE "maintenance" CASCADE;
  DROP TABLE "maintenance_texts" CASCADE;
  DROP TABLE "_maintenance_v_version_social_media" CASCADE;
  DROP TABLE "_maintenance_v" CASCADE;
  DROP TABLE "_maintenance_v_texts" CASCADE;
  DROP TYPE "public"."enum_departments_icon";
  DROP TYPE "public"."enum__departments_v_version_icon";
  DROP TYPE "public"."enum_equipment_category";
  DROP TYPE "public"."enum_equipment_status";
  DROP TYPE "public"."enum_equipment_currency";
  DROP TYPE "public"."enum__equipment_v_version_category";
  DROP TYPE "public"."enum__equipment_v_version_status";
  DROP TYPE "public"."enum__equipment_v_version_currency";
  DROP TYPE "public"."enum_news_category";
  DROP TYPE "public"."enum__news_v_version_category";
  DROP TYPE "public"."enum_media_upload_type";
  DROP TYPE "public"."enum_quote_requests_service";
  DROP TYPE "public"."enum_quote_requests_budget";
  DROP TYPE "public"."enum_quote_requests_status";
  DROP TYPE "public"."enum_subscribers_source";
  DROP TYPE "public"."enum_subscribers_status";
  DROP TYPE "public"."enum_outgoing_emails_kind";
  DROP TYPE "public"."enum_outgoing_emails_status";
  DROP TYPE "public"."enum_page_views_source";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_section_values_values_icon";
  DROP TYPE "public"."enum_section_values_values_color";
  DROP TYPE "public"."enum_section_values_advantages_icon";
  DROP TYPE "public"."enum__section_values_v_version_values_icon";
  DROP TYPE "public"."enum__section_values_v_version_values_color";
  DROP TYPE "public"."enum__section_values_v_version_advantages_icon";
  DROP TYPE "public"."enum_section_equipment_services_icon";
  DROP TYPE "public"."enum_section_equipment_featured_equipments_category";
  DROP TYPE "public"."enum__section_equipment_v_version_services_icon";
  DROP TYPE "public"."enum__section_equipment_v_version_featured_equipments_category";
  DROP TYPE "public"."enum_section_quote_calculator_equipments_category";
  DROP TYPE "public"."enum__section_quote_calculator_v_version_equipments_category";
  DROP TYPE "public"."enum_top_bar_social_media_platform";
  DROP TYPE "public"."enum_top_bar_branding_logo_type";
  DROP TYPE "public"."enum_top_bar_branding_logo_background";
  DROP TYPE "public"."enum__top_bar_v_version_social_media_platform";
  DROP TYPE "public"."enum__top_bar_v_version_branding_logo_type";
  DROP TYPE "public"."enum__top_bar_v_version_branding_logo_background";
  DROP TYPE "public"."enum_maintenance_social_media_platform";
  DROP TYPE "public"."enum__maintenance_v_version_social_media_platform";`)
}
