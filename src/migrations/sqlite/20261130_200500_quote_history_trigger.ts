import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * A quote request's history goes with it, inside the database's own delete (CI run 46,
 * hostile-input-fourth on PostgreSQL): a mail's event written while the request was being deleted
 * met the events' foreign key (ON DELETE SET NULL on a required column) and failed the delete. The trigger
 * removes the events in the same statement as the request, after any event being written has
 * landed (PostgreSQL's row lock, SQLite's single writer). The collection's beforeDelete hook
 * (recordChanges.config.ts) stays for MongoDB.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TRIGGER \`quote_requests_history_goes\` BEFORE DELETE ON \`quote_requests\`
    BEGIN DELETE FROM \`quote_events\` WHERE \`request_id\` = OLD.\`id\`; END;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER IF EXISTS \`quote_requests_history_goes\`;`)
}
