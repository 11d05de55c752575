import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_outgoing_emails_kind" ADD VALUE 'security';
  ALTER TABLE "users" ADD COLUMN "login_alerts" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "known_sign_ins" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "outgoing_emails" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outgoing_emails_kind";
  CREATE TYPE "public"."enum_outgoing_emails_kind" AS ENUM('reset', 'notification', 'acknowledgement', 'confirmation');
  ALTER TABLE "outgoing_emails" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outgoing_emails_kind" USING "kind"::"public"."enum_outgoing_emails_kind";
  ALTER TABLE "users" DROP COLUMN "login_alerts";
  ALTER TABLE "users" DROP COLUMN "known_sign_ins";`)
}
