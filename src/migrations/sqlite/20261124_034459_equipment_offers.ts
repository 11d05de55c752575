import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // the records stored before offers existed become rentals (drizzle-kit would copy the new
  // columns from the old table, which has none of them)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_equipment\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
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
  	FOREIGN KEY (\`images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_equipment\`("id", "name", "slug", "description", "category", "status", "for_rent", "for_sale", "price", "sale_price", "currency", "available", "location", "images_main_id", "images_thumbnail_id", "specifications_brand", "specifications_model", "specifications_year", "specifications_power", "specifications_capacity", "specifications_fuel", "specifications_transmission", "specifications_weight", "is_featured", "is_active", "order", "updated_at", "created_at") SELECT "id", "name", "slug", "description", "category", "status", 1, 0, "price", NULL, "currency", "available", "location", "images_main_id", "images_thumbnail_id", "specifications_brand", "specifications_model", "specifications_year", "specifications_power", "specifications_capacity", "specifications_fuel", "specifications_transmission", "specifications_weight", "is_featured", "is_active", "order", "updated_at", "created_at" FROM \`equipment\`;`)
  await db.run(sql`DROP TABLE \`equipment\`;`)
  await db.run(sql`ALTER TABLE \`__new_equipment\` RENAME TO \`equipment\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`equipment_slug_idx\` ON \`equipment\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`equipment_images_images_main_idx\` ON \`equipment\` (\`images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_images_images_thumbnail_idx\` ON \`equipment\` (\`images_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_updated_at_idx\` ON \`equipment\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`equipment_created_at_idx\` ON \`equipment\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__equipment_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
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
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`equipment\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__equipment_v\`("id", "parent_id", "version_name", "version_slug", "version_description", "version_category", "version_status", "version_for_rent", "version_for_sale", "version_price", "version_sale_price", "version_currency", "version_available", "version_location", "version_images_main_id", "version_images_thumbnail_id", "version_specifications_brand", "version_specifications_model", "version_specifications_year", "version_specifications_power", "version_specifications_capacity", "version_specifications_fuel", "version_specifications_transmission", "version_specifications_weight", "version_is_featured", "version_is_active", "version_order", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_name", "version_slug", "version_description", "version_category", "version_status", 1, 0, "version_price", NULL, "version_currency", "version_available", "version_location", "version_images_main_id", "version_images_thumbnail_id", "version_specifications_brand", "version_specifications_model", "version_specifications_year", "version_specifications_power", "version_specifications_capacity", "version_specifications_fuel", "version_specifications_transmission", "version_specifications_weight", "version_is_featured", "version_is_active", "version_order", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_equipment_v\`;`)
  await db.run(sql`DROP TABLE \`_equipment_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__equipment_v\` RENAME TO \`_equipment_v\`;`)
  await db.run(sql`CREATE INDEX \`_equipment_v_parent_idx\` ON \`_equipment_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_slug_idx\` ON \`_equipment_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_images_version_images_main_idx\` ON \`_equipment_v\` (\`version_images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_images_version_images_thumbnail_idx\` ON \`_equipment_v\` (\`version_images_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_updated_at_idx\` ON \`_equipment_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_created_at_idx\` ON \`_equipment_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_created_at_idx\` ON \`_equipment_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_updated_at_idx\` ON \`_equipment_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`equipment_texts_text_idx\` ON \`equipment_texts\` (\`text\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // back to one daily price, required: a machine only for sale gets 0
  await db.run(sql`DROP INDEX \`equipment_texts_text_idx\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_equipment\` (
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
  await db.run(sql`INSERT INTO \`__new_equipment\`("id", "name", "slug", "description", "category", "status", "price", "currency", "available", "location", "images_main_id", "images_thumbnail_id", "specifications_brand", "specifications_model", "specifications_year", "specifications_power", "specifications_capacity", "specifications_fuel", "specifications_transmission", "specifications_weight", "is_featured", "is_active", "order", "updated_at", "created_at") SELECT "id", "name", "slug", "description", "category", "status", COALESCE("price", 0), "currency", "available", "location", "images_main_id", "images_thumbnail_id", "specifications_brand", "specifications_model", "specifications_year", "specifications_power", "specifications_capacity", "specifications_fuel", "specifications_transmission", "specifications_weight", "is_featured", "is_active", "order", "updated_at", "created_at" FROM \`equipment\`;`)
  await db.run(sql`DROP TABLE \`equipment\`;`)
  await db.run(sql`ALTER TABLE \`__new_equipment\` RENAME TO \`equipment\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`equipment_slug_idx\` ON \`equipment\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`equipment_images_images_main_idx\` ON \`equipment\` (\`images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_images_images_thumbnail_idx\` ON \`equipment\` (\`images_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_updated_at_idx\` ON \`equipment\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`equipment_created_at_idx\` ON \`equipment\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__equipment_v\` (
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
  await db.run(sql`INSERT INTO \`__new__equipment_v\`("id", "parent_id", "version_name", "version_slug", "version_description", "version_category", "version_status", "version_price", "version_currency", "version_available", "version_location", "version_images_main_id", "version_images_thumbnail_id", "version_specifications_brand", "version_specifications_model", "version_specifications_year", "version_specifications_power", "version_specifications_capacity", "version_specifications_fuel", "version_specifications_transmission", "version_specifications_weight", "version_is_featured", "version_is_active", "version_order", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_name", "version_slug", "version_description", "version_category", "version_status", COALESCE("version_price", 0), "version_currency", "version_available", "version_location", "version_images_main_id", "version_images_thumbnail_id", "version_specifications_brand", "version_specifications_model", "version_specifications_year", "version_specifications_power", "version_specifications_capacity", "version_specifications_fuel", "version_specifications_transmission", "version_specifications_weight", "version_is_featured", "version_is_active", "version_order", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_equipment_v\`;`)
  await db.run(sql`DROP TABLE \`_equipment_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__equipment_v\` RENAME TO \`_equipment_v\`;`)
  await db.run(sql`CREATE INDEX \`_equipment_v_parent_idx\` ON \`_equipment_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_slug_idx\` ON \`_equipment_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_images_version_images_main_idx\` ON \`_equipment_v\` (\`version_images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_images_version_images_thumbnail_idx\` ON \`_equipment_v\` (\`version_images_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_updated_at_idx\` ON \`_equipment_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_created_at_idx\` ON \`_equipment_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_created_at_idx\` ON \`_equipment_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_updated_at_idx\` ON \`_equipment_v\` (\`updated_at\`);`)
}
