import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Double opt-in: the addresses stored before it (status « En attente » by the column's default)
 * were taken as subscribed, and stay so, confirmed on the day they subscribed.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql`UPDATE \`subscribers\` SET \`status\` = 'confirmed', \`confirmed_at\` = \`created_at\` WHERE \`status\` = 'pending' AND \`confirmed_at\` IS NULL;`,
  )
}

export async function down(_: MigrateDownArgs): Promise<void> {
  // nothing to undo: the column goes with the previous migration's down
}
