import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-mongodb'

/** Double opt-in: the addresses stored before it were taken as subscribed, and stay so. */
export async function up({ payload, session }: MigrateUpArgs): Promise<void> {
  await payload.db.collections.subscribers?.updateMany(
    { status: { $exists: false } },
    [{ $set: { status: 'confirmed', confirmedAt: '$createdAt' } }],
    { session },
  )
}

export async function down(_: MigrateDownArgs): Promise<void> {
  // the statuses stay: the subscribers were confirmed either way
}
