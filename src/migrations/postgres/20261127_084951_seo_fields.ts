import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "departments" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "departments" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "departments" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_departments_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_departments_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_departments_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "equipment" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "equipment" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "equipment" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "news" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "news" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "news" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "departments" ADD CONSTRAINT "departments_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_departments_v" ADD CONSTRAINT "_departments_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment" ADD CONSTRAINT "equipment_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_equipment_v" ADD CONSTRAINT "_equipment_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "departments_meta_meta_image_idx" ON "departments" USING btree ("meta_image_id");
  CREATE INDEX "_departments_v_version_meta_version_meta_image_idx" ON "_departments_v" USING btree ("version_meta_image_id");
  CREATE INDEX "equipment_meta_meta_image_idx" ON "equipment" USING btree ("meta_image_id");
  CREATE INDEX "_equipment_v_version_meta_version_meta_image_idx" ON "_equipment_v" USING btree ("version_meta_image_id");
  CREATE INDEX "news_meta_meta_image_idx" ON "news" USING btree ("meta_image_id");
  CREATE INDEX "_news_v_version_meta_version_meta_image_idx" ON "_news_v" USING btree ("version_meta_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "departments" DROP CONSTRAINT "departments_meta_image_id_media_id_fk";
  
  ALTER TABLE "_departments_v" DROP CONSTRAINT "_departments_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "equipment" DROP CONSTRAINT "equipment_meta_image_id_media_id_fk";
  
  ALTER TABLE "_equipment_v" DROP CONSTRAINT "_equipment_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "news" DROP CONSTRAINT "news_meta_image_id_media_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_meta_image_id_media_id_fk";
  
  DROP INDEX "departments_meta_meta_image_idx";
  DROP INDEX "_departments_v_version_meta_version_meta_image_idx";
  DROP INDEX "equipment_meta_meta_image_idx";
  DROP INDEX "_equipment_v_version_meta_version_meta_image_idx";
  DROP INDEX "news_meta_meta_image_idx";
  DROP INDEX "_news_v_version_meta_version_meta_image_idx";
  ALTER TABLE "departments" DROP COLUMN "meta_title";
  ALTER TABLE "departments" DROP COLUMN "meta_description";
  ALTER TABLE "departments" DROP COLUMN "meta_image_id";
  ALTER TABLE "_departments_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_departments_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_departments_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "equipment" DROP COLUMN "meta_title";
  ALTER TABLE "equipment" DROP COLUMN "meta_description";
  ALTER TABLE "equipment" DROP COLUMN "meta_image_id";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "news" DROP COLUMN "meta_title";
  ALTER TABLE "news" DROP COLUMN "meta_description";
  ALTER TABLE "news" DROP COLUMN "meta_image_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_news_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_news_v" DROP COLUMN "version_meta_image_id";`)
}
