// features: platform
import { afterEach, describe, expect, it } from 'vitest'

import { databaseAdapter, MIGRATION_DIRS } from '@/platform/plugins/database'
import { databaseEngine, databaseUri, DEFAULT_DATABASE_URI } from '@/platform/runtime/environment'

const saved = process.env.DATABASE_URI

afterEach(() => {
  if (saved === undefined) delete process.env.DATABASE_URI
  else process.env.DATABASE_URI = saved
})

/** The adapter and its migrations folder for a DATABASE_URI (MIGRATION_DIRS names the folders). */
function chosen(uri: string) {
  process.env.DATABASE_URI = uri
  const adapter = databaseAdapter('/site')
  const { migrationDir } = adapter.init({ payload: {} as never }) as { migrationDir: string }
  return { engine: databaseEngine(), name: adapter.name, migrationDir }
}

describe('database choice', () => {
  it('defaults to the SQLite file site.db in the data directory', () => {
    delete process.env.DATABASE_URI
    expect(databaseUri()).toBe(DEFAULT_DATABASE_URI)
    expect(DEFAULT_DATABASE_URI).toMatch(/^file:.*site\.db$/)
    expect(databaseAdapter(process.cwd()).name).toBe('sqlite')
  })

  it('switches to PostgreSQL for postgres:// and postgresql:// URIs, with its own migrations', () => {
    for (const uri of ['postgres://site@db.internal/site', 'postgresql://db.internal:5433/site']) {
      expect(chosen(uri)).toEqual({
        engine: 'postgres',
        name: 'postgres',
        migrationDir: `/site/${MIGRATION_DIRS.postgres}`,
      })
    }
    expect(chosen('file:data/site.db').migrationDir).toBe(`/site/${MIGRATION_DIRS.sqlite}`)
  })

  it('switches to MongoDB for mongodb:// and mongodb+srv:// URIs', () => {
    for (const uri of [
      'mongodb://db.internal:27017/site',
      'mongodb+srv://cluster.example.net/site',
    ]) {
      expect(chosen(uri)).toMatchObject({ engine: 'mongodb', name: 'mongoose' })
    }
  })
})
