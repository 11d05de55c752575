import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`section_footer\` ADD \`company_logo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`section_footer_company_logo_image_idx\` ON \`section_footer\` (\`company_logo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_section_footer_v\` ADD \`version_company_logo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_section_footer_v_version_version_company_logo_image_idx\` ON \`_section_footer_v\` (\`version_company_logo_image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_section_footer\` (
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
  await db.run(sql`INSERT INTO \`__new_section_footer\`("id", "is_active", "company_name", "company_logo", "company_description", "copyright_text", "show_contact_info", "phone", "email", "address", "show_social_links", "social_links_facebook", "social_links_linkedin", "social_links_twitter", "show_legal_links", "legal_links_privacy", "legal_links_terms", "legal_links_cookies", "updated_at", "created_at") SELECT "id", "is_active", "company_name", "company_logo", "company_description", "copyright_text", "show_contact_info", "phone", "email", "address", "show_social_links", "social_links_facebook", "social_links_linkedin", "social_links_twitter", "show_legal_links", "legal_links_privacy", "legal_links_terms", "legal_links_cookies", "updated_at", "created_at" FROM \`section_footer\`;`)
  await db.run(sql`DROP TABLE \`section_footer\`;`)
  await db.run(sql`ALTER TABLE \`__new_section_footer\` RENAME TO \`section_footer\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE TABLE \`__new__section_footer_v\` (
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
  await db.run(sql`INSERT INTO \`__new__section_footer_v\`("id", "version_is_active", "version_company_name", "version_company_logo", "version_company_description", "version_copyright_text", "version_show_contact_info", "version_phone", "version_email", "version_address", "version_show_social_links", "version_social_links_facebook", "version_social_links_linkedin", "version_social_links_twitter", "version_show_legal_links", "version_legal_links_privacy", "version_legal_links_terms", "version_legal_links_cookies", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_is_active", "version_company_name", "version_company_logo", "version_company_description", "version_copyright_text", "version_show_contact_info", "version_phone", "version_email", "version_address", "version_show_social_links", "version_social_links_facebook", "version_social_links_linkedin", "version_social_links_twitter", "version_show_legal_links", "version_legal_links_privacy", "version_legal_links_terms", "version_legal_links_cookies", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_section_footer_v\`;`)
  await db.run(sql`DROP TABLE \`_section_footer_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__section_footer_v\` RENAME TO \`_section_footer_v\`;`)
  await db.run(sql`CREATE INDEX \`_section_footer_v_created_at_idx\` ON \`_section_footer_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_section_footer_v_updated_at_idx\` ON \`_section_footer_v\` (\`updated_at\`);`)
}
