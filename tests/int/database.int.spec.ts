import { afterEach, describe, expect, it } from 'vitest'

import { databaseAdapter } from '@/lib/database'
import { databaseUri, DEFAULT_DATABASE_URI, isMongoUri } from '@/lib/runtime'

const saved = process.env.DATABASE_URI

afterEach(() => {
  if (saved === undefined) delete process.env.DATABASE_URI
  else process.env.DATABASE_URI = saved
})

describe('database choice', () => {
  it('defaults to the SQLite file site.db in the data directory', () => {
    delete process.env.DATABASE_URI
    expect(databaseUri()).toBe(DEFAULT_DATABASE_URI)
    expect(DEFAULT_DATABASE_URI).toMatch(/^file:.*site\.db$/)
    expect(databaseAdapter(process.cwd()).name).toBe('sqlite')
  })

  it('switches to MongoDB for mongodb:// and mongodb+srv:// URIs', () => {
    for (const uri of [
      'mongodb://db.internal:27017/site',
      'mongodb+srv://cluster.example.net/site',
    ]) {
      process.env.DATABASE_URI = uri
      expect(isMongoUri(databaseUri())).toBe(true)
      expect(databaseAdapter(process.cwd()).name).toBe('mongoose')
    }
  })
})
