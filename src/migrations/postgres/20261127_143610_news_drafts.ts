import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Payload's drafts on articles (#44): `_status` beside `is_published`, which the site keeps
 * reading (src/platform/fields/publicationFlag.ts). Every article keeps its state: published
 * stays published at its address. Each article's newest version becomes its `latest` (Payload's
 * draft reads, such as the admin's list, look there).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  ALTER TABLE "news" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "is_published" DROP DEFAULT;
  ALTER TABLE "_news_v" ALTER COLUMN "version_title" DROP NOT NULL;
  ALTER TABLE "_news_v" ALTER COLUMN "version_content" DROP NOT NULL;
  ALTER TABLE "_news_v" ALTER COLUMN "version_category" DROP NOT NULL;
  ALTER TABLE "_news_v" ALTER COLUMN "version_is_published" DROP DEFAULT;
  ALTER TABLE "news" ADD COLUMN "_status" "enum_news_status" DEFAULT 'draft';
  ALTER TABLE "_news_v" ADD COLUMN "version__status" "enum__news_v_version_status" DEFAULT 'draft';
  ALTER TABLE "_news_v" ADD COLUMN "latest" boolean;
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  UPDATE "news" SET "is_published" = COALESCE("is_published", true);
  UPDATE "news" SET "_status" = CASE WHEN "is_published" THEN 'published' ELSE 'draft' END::"enum_news_status";
  UPDATE "_news_v" SET "version__status" = CASE WHEN "version_is_published" IS FALSE THEN 'draft' ELSE 'published' END::"enum__news_v_version_status";
  UPDATE "_news_v" SET "latest" = "id" IN (SELECT max("id") FROM "_news_v" GROUP BY "parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "news" SET "title" = COALESCE("title", ''), "content" = COALESCE("content", '{}'), "category" = COALESCE("category", 'ACTUALITE');
  UPDATE "_news_v" SET "version_title" = COALESCE("version_title", ''), "version_content" = COALESCE("version_content", '{}'), "version_category" = COALESCE("version_category", 'ACTUALITE');
  DROP INDEX IF EXISTS "news__status_idx";
  DROP INDEX IF EXISTS "_news_v_version_version__status_idx";
  DROP INDEX IF EXISTS "_news_v_latest_idx";
  ALTER TABLE "news" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "is_published" SET DEFAULT true;
  ALTER TABLE "_news_v" ALTER COLUMN "version_title" SET NOT NULL;
  ALTER TABLE "_news_v" ALTER COLUMN "version_content" SET NOT NULL;
  ALTER TABLE "_news_v" ALTER COLUMN "version_category" SET NOT NULL;
  ALTER TABLE "_news_v" ALTER COLUMN "version_is_published" SET DEFAULT true;
  ALTER TABLE "news" DROP COLUMN "_status";
  ALTER TABLE "_news_v" DROP COLUMN "version__status";
  ALTER TABLE "_news_v" DROP COLUMN "latest";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_status";`)
}
