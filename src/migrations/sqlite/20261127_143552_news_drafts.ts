import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Payload's drafts on articles (#44): `_status` beside `is_published`, which the site keeps
 * reading (src/platform/fields/publicationFlag.ts). Every article keeps its state: published
 * stays published at its address. Each article's newest version becomes its `latest` (Payload's
 * draft reads, such as the admin's list, look there); versions were on from the first migration,
 * so every article has one.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`excerpt\` text,
  	\`content\` text,
  	\`search_text\` text,
  	\`category\` text DEFAULT 'ACTUALITE',
  	\`author\` text DEFAULT 'Équipe BK Multiservices',
  	\`images_main_id\` integer,
  	\`images_thumbnail_id\` integer,
  	\`images_banner_id\` integer,
  	\`is_published\` integer,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`images_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "title", "excerpt", "content", "search_text", "category", "author", "images_main_id", "images_thumbnail_id", "images_banner_id", "is_published", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "title", "excerpt", "content", "search_text", "category", "author", "images_main_id", "images_thumbnail_id", "images_banner_id", COALESCE("is_published", 1), "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "deleted_at", CASE WHEN "is_published" = 0 THEN 'draft' ELSE 'published' END FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`CREATE INDEX \`news_images_images_main_idx\` ON \`news\` (\`images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`news_images_images_thumbnail_idx\` ON \`news\` (\`images_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`news_images_images_banner_idx\` ON \`news\` (\`images_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`news_meta_meta_image_idx\` ON \`news\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news_deleted_at_idx\` ON \`news\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`version_search_text\` text,
  	\`version_category\` text DEFAULT 'ACTUALITE',
  	\`version_author\` text DEFAULT 'Équipe BK Multiservices',
  	\`version_images_main_id\` integer,
  	\`version_images_thumbnail_id\` integer,
  	\`version_images_banner_id\` integer,
  	\`version_is_published\` integer,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_v\`("id", "parent_id", "version_title", "version_excerpt", "version_content", "version_search_text", "version_category", "version_author", "version_images_main_id", "version_images_thumbnail_id", "version_images_banner_id", "version_is_published", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_excerpt", "version_content", "version_search_text", "version_category", "version_author", "version_images_main_id", "version_images_thumbnail_id", "version_images_banner_id", "version_is_published", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_updated_at", "version_created_at", "version_deleted_at", CASE WHEN "version_is_published" = 0 THEN 'draft' ELSE 'published' END, "created_at", "updated_at", "id" IN (SELECT max("id") FROM \`_news_v\` GROUP BY "parent_id") FROM \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_v\` RENAME TO \`_news_v\`;`)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_images_version_images_main_idx\` ON \`_news_v\` (\`version_images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_images_version_images_thumbnail_idx\` ON \`_news_v\` (\`version_images_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_images_version_images_banner_idx\` ON \`_news_v\` (\`version_images_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_meta_version_meta_image_idx\` ON \`_news_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_deleted_at_idx\` ON \`_news_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	FOREIGN KEY (\`images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`images_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "title", "excerpt", "content", "search_text", "category", "author", "images_main_id", "images_thumbnail_id", "images_banner_id", "is_published", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "deleted_at") SELECT "id", COALESCE("title", ''), "excerpt", COALESCE("content", '{}'), "search_text", COALESCE("category", 'ACTUALITE'), "author", "images_main_id", "images_thumbnail_id", "images_banner_id", "is_published", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "deleted_at" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`CREATE INDEX \`news_images_images_main_idx\` ON \`news\` (\`images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`news_images_images_thumbnail_idx\` ON \`news\` (\`images_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`news_images_images_banner_idx\` ON \`news\` (\`images_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`news_meta_meta_image_idx\` ON \`news\` (\`meta_image_id\`);`)
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
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_v\`("id", "parent_id", "version_title", "version_excerpt", "version_content", "version_search_text", "version_category", "version_author", "version_images_main_id", "version_images_thumbnail_id", "version_images_banner_id", "version_is_published", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at") SELECT "id", "parent_id", COALESCE("version_title", ''), "version_excerpt", COALESCE("version_content", '{}'), "version_search_text", COALESCE("version_category", 'ACTUALITE'), "version_author", "version_images_main_id", "version_images_thumbnail_id", "version_images_banner_id", "version_is_published", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at" FROM \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_v\` RENAME TO \`_news_v\`;`)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_images_version_images_main_idx\` ON \`_news_v\` (\`version_images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_images_version_images_thumbnail_idx\` ON \`_news_v\` (\`version_images_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_images_version_images_banner_idx\` ON \`_news_v\` (\`version_images_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_meta_version_meta_image_idx\` ON \`_news_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_deleted_at_idx\` ON \`_news_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
