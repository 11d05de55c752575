import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { databaseEngine } from '@/platform/runtime/environment'
import * as postgresContent from '@/migrations/postgres/20261127_234546_localized_content'
import * as postgresGlobals from '@/migrations/postgres/20261128_030445_localized_globals'
import * as postgresSlugs from '@/migrations/postgres/20261128_092110_localized_slugs'
import * as sqliteContent from '@/migrations/sqlite/20261127_234425_localized_content'
import * as sqliteGlobals from '@/migrations/sqlite/20261128_030237_localized_globals'
import * as sqliteSlugs from '@/migrations/sqlite/20261128_092104_localized_slugs'

import { tableColumns, withLaterMigrationsOff } from './laterMigrations'
import { sqlRows } from './sqlRows'

/** The tables holding a value per language: `*_locales` (`_locale`), words and links (`locale`). */
async function languageTables(payload: Payload): Promise<{ table: string; column: string }[]> {
  return [...(await tableColumns(payload))].flatMap(([table, columns]) =>
    /_(locales|texts|rels)$/.test(table)
      ? ['_locale', 'locale']
          .filter((column) => columns.has(column))
          .map((column) => ({ table, column }))
      : [],
  )
}

/**
 * Runs `body` with the localization's migrations (#45, the content's, the globals', the slugs') taken
 * off, then puts them back: the tests of earlier migrations take theirs off and on again, and
 * those rebuild tables from the columns the localization moved into `*_locales`. Going down drops
 * every language but French (the columns had one value): the other languages' rows are kept
 * aside and written back once it is up again, so that the files run after this one find the
 * seeded English.
 */
export async function withoutLocalizedContent(
  payload: Payload,
  body: () => Promise<void>,
): Promise<void> {
  const [content, globals, slugs] =
    databaseEngine() === 'postgres'
      ? [postgresContent, postgresGlobals, postgresSlugs]
      : [sqliteContent, sqliteGlobals, sqliteSlugs]
  // the migrations that came after the localization's come off first and go back last
  await withLaterMigrationsOff(payload, slugs.up as never, () =>
    withoutLocalization(payload, body, { content, globals, slugs }),
  )
}

type Step = { up: (args: never) => Promise<void>; down: (args: never) => Promise<void> }

async function withoutLocalization(
  payload: Payload,
  body: () => Promise<void>,
  { content, globals, slugs }: Record<'content' | 'globals' | 'slugs', Step>,
): Promise<void> {
  const args = { db: payload.db.drizzle, payload, req: {} } as never
  const kept = await Promise.all(
    (await languageTables(payload)).map(async ({ table, column }) => ({
      table,
      rows: await sqlRows(
        payload,
        sql`SELECT * FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} IS NOT NULL AND ${sql.identifier(column)} <> 'fr'`,
      ),
    })),
  )
  // the globals' share PostgreSQL's type of languages: off before the content's, back after it
  await slugs.down(args)
  await globals.down(args)
  await content.down(args)
  try {
    await body()
  } finally {
    await content.up(args)
    await globals.up(args)
    await slugs.up(args)
    for (const { table, rows } of kept) {
      const parent = table.replace(/_(locales|texts|rels)$/, '')
      for (const { id: _id, ...row } of rows) {
        const columns = Object.keys(row)
        const parentId = '_parent_id' in row ? row._parent_id : row.parent_id
        // an item the body's own migrations took away (and their data with it) gets nothing back
        await sqlRows(
          payload,
          sql`INSERT INTO ${sql.identifier(table)} (${sql.join(
            columns.map((column) => sql.identifier(column)),
            sql`, `,
          )}) SELECT ${sql.join(
            columns.map((column) => sql`${row[column]}`),
            sql`, `,
          )} WHERE EXISTS (SELECT 1 FROM ${sql.identifier(parent)} WHERE id = ${parentId})`,
        )
      }
    }
  }
}
