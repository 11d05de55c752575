import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "section_footer" ADD COLUMN "company_logo_image_id" integer;
  ALTER TABLE "_section_footer_v" ADD COLUMN "version_company_logo_image_id" integer;
  ALTER TABLE "section_footer" ADD CONSTRAINT "section_footer_company_logo_image_id_media_id_fk" FOREIGN KEY ("company_logo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_section_footer_v" ADD CONSTRAINT "_section_footer_v_version_company_logo_image_id_media_id_fk" FOREIGN KEY ("version_company_logo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "section_footer_company_logo_image_idx" ON "section_footer" USING btree ("company_logo_image_id");
  CREATE INDEX "_section_footer_v_version_version_company_logo_image_idx" ON "_section_footer_v" USING btree ("version_company_logo_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "section_footer" DROP CONSTRAINT "section_footer_company_logo_image_id_media_id_fk";
  
  ALTER TABLE "_section_footer_v" DROP CONSTRAINT "_section_footer_v_version_company_logo_image_id_media_id_fk";
  
  DROP INDEX "section_footer_company_logo_image_idx";
  DROP INDEX "_section_footer_v_version_version_company_logo_image_idx";
  ALTER TABLE "section_footer" DROP COLUMN "company_logo_image_id";
  ALTER TABLE "_section_footer_v" DROP COLUMN "version_company_logo_image_id";`)
}
