import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`news\` ADD \`search_text\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_search_text\` text;`)
  // existing articles get their search key from the same beforeChange hook as new ones
  const { docs } = await payload.find({ collection: 'news', pagination: false, depth: 0, req })
  for (const doc of docs) {
    await payload.update({
      collection: 'news',
      id: doc.id,
      data: { content: doc.content },
      depth: 0,
      req,
      context: { disableRevalidate: true },
    })
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`search_text\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_search_text\`;`)
}
