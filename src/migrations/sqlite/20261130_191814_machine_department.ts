import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * A machine's department (#61): the planning's filter. Optional: machines without one show under
 * « Tous ».
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`equipment\` ADD \`department_id\` integer REFERENCES departments(id);`)
  await db.run(sql`CREATE INDEX \`equipment_department_idx\` ON \`equipment\` (\`department_id\`);`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` ADD \`version_department_id\` integer REFERENCES departments(id);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_department_idx\` ON \`_equipment_v\` (\`version_department_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_equipment\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`generate_slug\` integer DEFAULT true,
  	\`category\` text DEFAULT 'BTP',
  	\`status\` text DEFAULT 'available',
  	\`for_rent\` integer DEFAULT true,
  	\`for_sale\` integer DEFAULT false,
  	\`price\` numeric,
  	\`half_day_price\` numeric,
  	\`weekly_price\` numeric,
  	\`monthly_price\` numeric,
  	\`sale_price\` numeric,
  	\`currency\` text DEFAULT 'XOF',
  	\`available\` numeric DEFAULT 1,
  	\`buffer_before\` numeric DEFAULT 0,
  	\`buffer_after\` numeric DEFAULT 1,
  	\`location\` text DEFAULT 'Niamey, Niger',
  	\`images_main_id\` integer,
  	\`images_thumbnail_id\` integer,
  	\`specifications_brand\` text,
  	\`specifications_model\` text,
  	\`specifications_year\` numeric,
  	\`specifications_hours\` text,
  	\`specifications_power\` text,
  	\`specifications_capacity\` text,
  	\`specifications_fuel\` text,
  	\`specifications_transmission\` text,
  	\`specifications_weight\` text,
  	\`is_featured\` integer DEFAULT false,
  	\`is_active\` integer DEFAULT true,
  	\`order\` numeric DEFAULT 0,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_equipment\`("id", "generate_slug", "category", "status", "for_rent", "for_sale", "price", "half_day_price", "weekly_price", "monthly_price", "sale_price", "currency", "available", "buffer_before", "buffer_after", "location", "images_main_id", "images_thumbnail_id", "specifications_brand", "specifications_model", "specifications_year", "specifications_hours", "specifications_power", "specifications_capacity", "specifications_fuel", "specifications_transmission", "specifications_weight", "is_featured", "is_active", "order", "meta_image_id", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "generate_slug", "category", "status", "for_rent", "for_sale", "price", "half_day_price", "weekly_price", "monthly_price", "sale_price", "currency", "available", "buffer_before", "buffer_after", "location", "images_main_id", "images_thumbnail_id", "specifications_brand", "specifications_model", "specifications_year", "specifications_hours", "specifications_power", "specifications_capacity", "specifications_fuel", "specifications_transmission", "specifications_weight", "is_featured", "is_active", "order", "meta_image_id", "updated_at", "created_at", "deleted_at", "_status" FROM \`equipment\`;`)
  await db.run(sql`DROP TABLE \`equipment\`;`)
  await db.run(sql`ALTER TABLE \`__new_equipment\` RENAME TO \`equipment\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`equipment_images_images_main_idx\` ON \`equipment\` (\`images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_images_images_thumbnail_idx\` ON \`equipment\` (\`images_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_meta_meta_image_idx\` ON \`equipment\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_updated_at_idx\` ON \`equipment\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`equipment_created_at_idx\` ON \`equipment\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`equipment_deleted_at_idx\` ON \`equipment\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`equipment__status_idx\` ON \`equipment\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__equipment_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_category\` text DEFAULT 'BTP',
  	\`version_status\` text DEFAULT 'available',
  	\`version_for_rent\` integer DEFAULT true,
  	\`version_for_sale\` integer DEFAULT false,
  	\`version_price\` numeric,
  	\`version_half_day_price\` numeric,
  	\`version_weekly_price\` numeric,
  	\`version_monthly_price\` numeric,
  	\`version_sale_price\` numeric,
  	\`version_currency\` text DEFAULT 'XOF',
  	\`version_available\` numeric DEFAULT 1,
  	\`version_buffer_before\` numeric DEFAULT 0,
  	\`version_buffer_after\` numeric DEFAULT 1,
  	\`version_location\` text DEFAULT 'Niamey, Niger',
  	\`version_images_main_id\` integer,
  	\`version_images_thumbnail_id\` integer,
  	\`version_specifications_brand\` text,
  	\`version_specifications_model\` text,
  	\`version_specifications_year\` numeric,
  	\`version_specifications_hours\` text,
  	\`version_specifications_power\` text,
  	\`version_specifications_capacity\` text,
  	\`version_specifications_fuel\` text,
  	\`version_specifications_transmission\` text,
  	\`version_specifications_weight\` text,
  	\`version_is_featured\` integer DEFAULT false,
  	\`version_is_active\` integer DEFAULT true,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`equipment\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_images_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__equipment_v\`("id", "parent_id", "version_generate_slug", "version_category", "version_status", "version_for_rent", "version_for_sale", "version_price", "version_half_day_price", "version_weekly_price", "version_monthly_price", "version_sale_price", "version_currency", "version_available", "version_buffer_before", "version_buffer_after", "version_location", "version_images_main_id", "version_images_thumbnail_id", "version_specifications_brand", "version_specifications_model", "version_specifications_year", "version_specifications_hours", "version_specifications_power", "version_specifications_capacity", "version_specifications_fuel", "version_specifications_transmission", "version_specifications_weight", "version_is_featured", "version_is_active", "version_order", "version_meta_image_id", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_generate_slug", "version_category", "version_status", "version_for_rent", "version_for_sale", "version_price", "version_half_day_price", "version_weekly_price", "version_monthly_price", "version_sale_price", "version_currency", "version_available", "version_buffer_before", "version_buffer_after", "version_location", "version_images_main_id", "version_images_thumbnail_id", "version_specifications_brand", "version_specifications_model", "version_specifications_year", "version_specifications_hours", "version_specifications_power", "version_specifications_capacity", "version_specifications_fuel", "version_specifications_transmission", "version_specifications_weight", "version_is_featured", "version_is_active", "version_order", "version_meta_image_id", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_equipment_v\`;`)
  await db.run(sql`DROP TABLE \`_equipment_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__equipment_v\` RENAME TO \`_equipment_v\`;`)
  await db.run(sql`CREATE INDEX \`_equipment_v_parent_idx\` ON \`_equipment_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_images_version_images_main_idx\` ON \`_equipment_v\` (\`version_images_main_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_images_version_images_thumbnail_idx\` ON \`_equipment_v\` (\`version_images_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_meta_version_meta_image_idx\` ON \`_equipment_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_updated_at_idx\` ON \`_equipment_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_created_at_idx\` ON \`_equipment_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_deleted_at_idx\` ON \`_equipment_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version__status_idx\` ON \`_equipment_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_created_at_idx\` ON \`_equipment_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_updated_at_idx\` ON \`_equipment_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_snapshot_idx\` ON \`_equipment_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_published_locale_idx\` ON \`_equipment_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_latest_idx\` ON \`_equipment_v\` (\`latest\`);`)
}
