import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The rental contracts and the evidence of their acceptance (#62). Beyond Payload's tables, the
 * database itself keeps what was shown and accepted: an acceptance is never updated nor deleted,
 * a contract's shown part (its reservation, version, content, PDF and SHA-256) never changes and
 * a contract is never deleted (a reservation's delete, which would empty its reference, fails
 * too). Only the one-time code's columns of a contract are written after it is prepared.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_outgoing_emails_kind" ADD VALUE 'contract';
  ALTER TYPE "public"."enum_outgoing_emails_kind" ADD VALUE 'code';
  CREATE TABLE "contracts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"reservation_id" integer NOT NULL,
  	"version" numeric NOT NULL,
  	"prepared_at" timestamp(3) with time zone NOT NULL,
  	"preparedat_tz" varchar,
  	"prepared_by_id" integer,
  	"sha256" varchar NOT NULL,
  	"content" jsonb NOT NULL,
  	"pdf" varchar NOT NULL,
  	"code_sent_at" timestamp(3) with time zone,
  	"codesentat_tz" varchar,
  	"code_email" varchar,
  	"code_hash" varchar,
  	"code_expires_at" timestamp(3) with time zone,
  	"code_tries" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contract_acceptances" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"contract_id" integer NOT NULL,
  	"reservation_id" integer NOT NULL,
  	"version" numeric NOT NULL,
  	"sha256" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"consent" boolean DEFAULT false NOT NULL,
  	"email" varchar NOT NULL,
  	"code_sent_at" timestamp(3) with time zone NOT NULL,
  	"codesentat_tz" varchar,
  	"accepted_at" timestamp(3) with time zone NOT NULL,
  	"acceptedat_tz" varchar,
  	"ip" varchar NOT NULL,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "reservations" ADD COLUMN "customer_identity" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contracts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contract_acceptances_id" integer;
  ALTER TABLE "site_settings_locales" ADD COLUMN "contract_insurance" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "contract_clauses" varchar;
  ALTER TABLE "_site_settings_v_locales" ADD COLUMN "version_contract_insurance" varchar;
  ALTER TABLE "_site_settings_v_locales" ADD COLUMN "version_contract_clauses" varchar;
  ALTER TABLE "contracts" ADD CONSTRAINT "contracts_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contracts" ADD CONSTRAINT "contracts_prepared_by_id_users_id_fk" FOREIGN KEY ("prepared_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contract_acceptances" ADD CONSTRAINT "contract_acceptances_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contract_acceptances" ADD CONSTRAINT "contract_acceptances_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "contracts_reservation_idx" ON "contracts" USING btree ("reservation_id");
  CREATE INDEX "contracts_prepared_by_idx" ON "contracts" USING btree ("prepared_by_id");
  CREATE INDEX "contracts_updated_at_idx" ON "contracts" USING btree ("updated_at");
  CREATE INDEX "contracts_created_at_idx" ON "contracts" USING btree ("created_at");
  CREATE UNIQUE INDEX "reservation_version_idx" ON "contracts" USING btree ("reservation_id","version");
  CREATE UNIQUE INDEX "contract_acceptances_contract_idx" ON "contract_acceptances" USING btree ("contract_id");
  CREATE INDEX "contract_acceptances_reservation_idx" ON "contract_acceptances" USING btree ("reservation_id");
  CREATE INDEX "contract_acceptances_updated_at_idx" ON "contract_acceptances" USING btree ("updated_at");
  CREATE INDEX "contract_acceptances_created_at_idx" ON "contract_acceptances" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contracts_fk" FOREIGN KEY ("contracts_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contract_acceptances_fk" FOREIGN KEY ("contract_acceptances_id") REFERENCES "public"."contract_acceptances"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_contracts_id_idx" ON "payload_locked_documents_rels" USING btree ("contracts_id");
  CREATE INDEX "payload_locked_documents_rels_contract_acceptances_id_idx" ON "payload_locked_documents_rels" USING btree ("contract_acceptances_id");
  CREATE FUNCTION "contracts_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_TABLE_NAME = 'contract_acceptances' THEN
      RAISE EXCEPTION 'Une preuve d''acceptation de contrat ne se modifie ni ne se supprime.';
    END IF;
    IF TG_OP = 'DELETE' THEN
      RAISE EXCEPTION 'Un contrat préparé ne se supprime pas.';
    END IF;
    IF OLD."reservation_id" IS DISTINCT FROM NEW."reservation_id" OR OLD."version" IS DISTINCT FROM NEW."version"
      OR OLD."content" IS DISTINCT FROM NEW."content" OR OLD."pdf" IS DISTINCT FROM NEW."pdf"
      OR OLD."sha256" IS DISTINCT FROM NEW."sha256" THEN
      RAISE EXCEPTION 'Un contrat préparé ne se modifie pas : préparez une nouvelle version.';
    END IF;
    RETURN NEW;
  END $$;
  CREATE TRIGGER "contract_acceptances_kept" BEFORE UPDATE OR DELETE ON "contract_acceptances"
    FOR EACH ROW EXECUTE FUNCTION "contracts_kept"();
  CREATE TRIGGER "contracts_kept" BEFORE UPDATE OR DELETE ON "contracts"
    FOR EACH ROW EXECUTE FUNCTION "contracts_kept"();`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TRIGGER IF EXISTS "contract_acceptances_kept" ON "contract_acceptances";
  DROP TRIGGER IF EXISTS "contracts_kept" ON "contracts";
  DROP FUNCTION IF EXISTS "contracts_kept"();
  ALTER TABLE "contracts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contract_acceptances" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "contracts" CASCADE;
  DROP TABLE "contract_acceptances" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_contracts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_contract_acceptances_fk";
  
  ALTER TABLE "outgoing_emails" ALTER COLUMN "kind" SET DATA TYPE text;
  UPDATE "outgoing_emails" SET "kind" = 'notification' WHERE "kind" IN ('contract', 'code');
  DROP TYPE "public"."enum_outgoing_emails_kind";
  CREATE TYPE "public"."enum_outgoing_emails_kind" AS ENUM('reset', 'notification', 'acknowledgement', 'confirmation', 'security', 'report', 'quote', 'reply', 'reminder', 'yard');
  ALTER TABLE "outgoing_emails" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outgoing_emails_kind" USING "kind"::"public"."enum_outgoing_emails_kind";
  DROP INDEX "payload_locked_documents_rels_contracts_id_idx";
  DROP INDEX "payload_locked_documents_rels_contract_acceptances_id_idx";
  ALTER TABLE "reservations" DROP COLUMN "customer_identity";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contracts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contract_acceptances_id";
  ALTER TABLE "site_settings_locales" DROP COLUMN "contract_insurance";
  ALTER TABLE "site_settings_locales" DROP COLUMN "contract_clauses";
  ALTER TABLE "_site_settings_v_locales" DROP COLUMN "version_contract_insurance";
  ALTER TABLE "_site_settings_v_locales" DROP COLUMN "version_contract_clauses";`)
}
