import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { newsSearchText } from '@/features/news/searchText.config'

type NewsRow = { id: number; title: string | null; excerpt: string | null; content: string | null }

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`news\` ADD \`search_text\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_search_text\` text;`)
  // Existing articles get their key from the hook's own function, in SQL: the Local API would
  // query tables of later migrations that do not exist yet at this point of the chain.
  const rows = (await db.all(sql`SELECT id, title, excerpt, content FROM news`)) as NewsRow[]
  for (const row of rows) {
    const content = row.content ? JSON.parse(row.content) : null
    const key = newsSearchText(row.title ?? '', row.excerpt ?? '', content)
    await db.run(sql`UPDATE news SET search_text = ${key} WHERE id = ${row.id}`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`search_text\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_search_text\`;`)
}
