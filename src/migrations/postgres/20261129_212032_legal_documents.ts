import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "outgoing_emails" ADD COLUMN "attachments" jsonb;
  ALTER TABLE "site_settings" ADD COLUMN "tax_id" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "trade_register" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "bank_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "bank_account" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "stamp_id" integer;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_tax_id" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_trade_register" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_bank_name" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_bank_account" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_stamp_id" integer;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_stamp_id_media_id_fk" FOREIGN KEY ("stamp_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_stamp_id_media_id_fk" FOREIGN KEY ("version_stamp_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_settings_stamp_idx" ON "site_settings" USING btree ("stamp_id");
  CREATE INDEX "_site_settings_v_version_version_stamp_idx" ON "_site_settings_v" USING btree ("version_stamp_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_stamp_id_media_id_fk";
  
  ALTER TABLE "_site_settings_v" DROP CONSTRAINT "_site_settings_v_version_stamp_id_media_id_fk";
  
  DROP INDEX "site_settings_stamp_idx";
  DROP INDEX "_site_settings_v_version_version_stamp_idx";
  ALTER TABLE "outgoing_emails" DROP COLUMN "attachments";
  ALTER TABLE "site_settings" DROP COLUMN "tax_id";
  ALTER TABLE "site_settings" DROP COLUMN "trade_register";
  ALTER TABLE "site_settings" DROP COLUMN "bank_name";
  ALTER TABLE "site_settings" DROP COLUMN "bank_account";
  ALTER TABLE "site_settings" DROP COLUMN "stamp_id";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_tax_id";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_trade_register";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_bank_name";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_bank_account";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_stamp_id";`)
}
