import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/** The yard's photos in the S3 bucket when one is set: the storage plugin's columns (#62). */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`yard_photos\` ADD \`prefix\` text DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`yard_photos\` ADD \`_objectkey\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`yard_photos\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`yard_photos\` DROP COLUMN \`_objectkey\`;`)
}
