import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_section_equipment_featured_equipments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`category\` text,
  	\`price\` text,
  	\`available\` integer DEFAULT true,
  	\`image_id\` integer,
  	\`thumbnail_id\` integer,
  	\`is_active\` integer DEFAULT true,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_equipment\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_section_equipment_featured_equipments\`("_order", "_parent_id", "id", "name", "description", "category", "price", "available", "image_id", "thumbnail_id", "is_active") SELECT "_order", "_parent_id", "id", "name", "description", "category", "price", "available", "image_id", "thumbnail_id", "is_active" FROM \`section_equipment_featured_equipments\`;`)
  await db.run(sql`DROP TABLE \`section_equipment_featured_equipments\`;`)
  await db.run(sql`ALTER TABLE \`__new_section_equipment_featured_equipments\` RENAME TO \`section_equipment_featured_equipments\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`section_equipment_featured_equipments_order_idx\` ON \`section_equipment_featured_equipments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`section_equipment_featured_equipments_parent_id_idx\` ON \`section_equipment_featured_equipments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`section_equipment_featured_equipments_image_idx\` ON \`section_equipment_featured_equipments\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`section_equipment_featured_equipments_thumbnail_idx\` ON \`section_equipment_featured_equipments\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__section_equipment_v_version_featured_equipments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`category\` text,
  	\`price\` text,
  	\`available\` integer DEFAULT true,
  	\`image_id\` integer,
  	\`thumbnail_id\` integer,
  	\`is_active\` integer DEFAULT true,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_equipment_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__section_equipment_v_version_featured_equipments\`("_order", "_parent_id", "id", "name", "description", "category", "price", "available", "image_id", "thumbnail_id", "is_active", "_uuid") SELECT "_order", "_parent_id", "id", "name", "description", "category", "price", "available", "image_id", "thumbnail_id", "is_active", "_uuid" FROM \`_section_equipment_v_version_featured_equipments\`;`)
  await db.run(sql`DROP TABLE \`_section_equipment_v_version_featured_equipments\`;`)
  await db.run(sql`ALTER TABLE \`__new__section_equipment_v_version_featured_equipments\` RENAME TO \`_section_equipment_v_version_featured_equipments\`;`)
  await db.run(sql`CREATE INDEX \`_section_equipment_v_version_featured_equipments_order_idx\` ON \`_section_equipment_v_version_featured_equipments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_section_equipment_v_version_featured_equipments_parent_id_idx\` ON \`_section_equipment_v_version_featured_equipments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_section_equipment_v_version_featured_equipments_image_idx\` ON \`_section_equipment_v_version_featured_equipments\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_section_equipment_v_version_featured_equipments_thumbna_idx\` ON \`_section_equipment_v_version_featured_equipments\` (\`thumbnail_id\`);`)
  await db.run(sql`ALTER TABLE \`section_equipment\` ADD \`featured_source\` text;`)
  await db.run(sql`ALTER TABLE \`section_equipment_rels\` ADD \`equipment_id\` integer REFERENCES equipment(id);`)
  await db.run(sql`CREATE INDEX \`section_equipment_rels_equipment_id_idx\` ON \`section_equipment_rels\` (\`equipment_id\`);`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v\` ADD \`version_featured_source\` text;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v_rels\` ADD \`equipment_id\` integer REFERENCES equipment(id);`)
  await db.run(sql`CREATE INDEX \`_section_equipment_v_rels_equipment_id_idx\` ON \`_section_equipment_v_rels\` (\`equipment_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_section_equipment_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`section_equipment\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_section_equipment_rels\`("id", "order", "parent_id", "path", "media_id") SELECT "id", "order", "parent_id", "path", "media_id" FROM \`section_equipment_rels\`;`)
  await db.run(sql`DROP TABLE \`section_equipment_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_section_equipment_rels\` RENAME TO \`section_equipment_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`section_equipment_rels_order_idx\` ON \`section_equipment_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`section_equipment_rels_parent_idx\` ON \`section_equipment_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`section_equipment_rels_path_idx\` ON \`section_equipment_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`section_equipment_rels_media_id_idx\` ON \`section_equipment_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__section_equipment_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_section_equipment_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__section_equipment_v_rels\`("id", "order", "parent_id", "path", "media_id") SELECT "id", "order", "parent_id", "path", "media_id" FROM \`_section_equipment_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_section_equipment_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__section_equipment_v_rels\` RENAME TO \`_section_equipment_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_section_equipment_v_rels_order_idx\` ON \`_section_equipment_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_section_equipment_v_rels_parent_idx\` ON \`_section_equipment_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_section_equipment_v_rels_path_idx\` ON \`_section_equipment_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_section_equipment_v_rels_media_id_idx\` ON \`_section_equipment_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_section_equipment_featured_equipments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`price\` text NOT NULL,
  	\`available\` integer DEFAULT true,
  	\`image_id\` integer,
  	\`thumbnail_id\` integer,
  	\`is_active\` integer DEFAULT true,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`section_equipment\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_section_equipment_featured_equipments\`("_order", "_parent_id", "id", "name", "description", "category", "price", "available", "image_id", "thumbnail_id", "is_active") SELECT "_order", "_parent_id", "id", "name", "description", "category", "price", "available", "image_id", "thumbnail_id", "is_active" FROM \`section_equipment_featured_equipments\`;`)
  await db.run(sql`DROP TABLE \`section_equipment_featured_equipments\`;`)
  await db.run(sql`ALTER TABLE \`__new_section_equipment_featured_equipments\` RENAME TO \`section_equipment_featured_equipments\`;`)
  await db.run(sql`CREATE INDEX \`section_equipment_featured_equipments_order_idx\` ON \`section_equipment_featured_equipments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`section_equipment_featured_equipments_parent_id_idx\` ON \`section_equipment_featured_equipments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`section_equipment_featured_equipments_image_idx\` ON \`section_equipment_featured_equipments\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`section_equipment_featured_equipments_thumbnail_idx\` ON \`section_equipment_featured_equipments\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__section_equipment_v_version_featured_equipments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`price\` text NOT NULL,
  	\`available\` integer DEFAULT true,
  	\`image_id\` integer,
  	\`thumbnail_id\` integer,
  	\`is_active\` integer DEFAULT true,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_section_equipment_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__section_equipment_v_version_featured_equipments\`("_order", "_parent_id", "id", "name", "description", "category", "price", "available", "image_id", "thumbnail_id", "is_active", "_uuid") SELECT "_order", "_parent_id", "id", "name", "description", "category", "price", "available", "image_id", "thumbnail_id", "is_active", "_uuid" FROM \`_section_equipment_v_version_featured_equipments\`;`)
  await db.run(sql`DROP TABLE \`_section_equipment_v_version_featured_equipments\`;`)
  await db.run(sql`ALTER TABLE \`__new__section_equipment_v_version_featured_equipments\` RENAME TO \`_section_equipment_v_version_featured_equipments\`;`)
  await db.run(sql`CREATE INDEX \`_section_equipment_v_version_featured_equipments_order_idx\` ON \`_section_equipment_v_version_featured_equipments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_section_equipment_v_version_featured_equipments_parent_id_idx\` ON \`_section_equipment_v_version_featured_equipments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_section_equipment_v_version_featured_equipments_image_idx\` ON \`_section_equipment_v_version_featured_equipments\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_section_equipment_v_version_featured_equipments_thumbna_idx\` ON \`_section_equipment_v_version_featured_equipments\` (\`thumbnail_id\`);`)
  await db.run(sql`ALTER TABLE \`section_equipment\` DROP COLUMN \`featured_source\`;`)
  await db.run(sql`ALTER TABLE \`_section_equipment_v\` DROP COLUMN \`version_featured_source\`;`)
}
