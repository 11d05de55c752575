import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The phone the contract's code also went to by SMS, kept with the evidence (#62). */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contracts" ADD COLUMN "code_phone" varchar;
  ALTER TABLE "contract_acceptances" ADD COLUMN "phone" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contracts" DROP COLUMN "code_phone";
  ALTER TABLE "contract_acceptances" DROP COLUMN "phone";`)
}
