import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import pg from 'pg'

import { INT_DATA_DIR } from './intDataDir'

/**
 * Each integration file starts on a database of its own, cloned from one template that the
 * suite's global set-up migrated and seeded once (`npm start`'s migrations, accounts and seed):
 * a SQLite file copied, or on PostgreSQL `CREATE DATABASE … TEMPLATE`. The uploads folders the
 * seed filled are copied with it. Files never see each other's writes, and none migrates.
 */

/** The template's data folder (its SQLite file, media and documents). */
export const TEMPLATE_DIR = path.resolve(INT_DATA_DIR, 'template')
/** The template database on the suite's PostgreSQL cluster. */
export const TEMPLATE_DATABASE = 'int_template'
/** Set by the global set-up: the cluster's address without a database name. */
export const POSTGRES_SERVER_ENV = 'INT_POSTGRES_SERVER'

const UPLOAD_FOLDERS = ['media', 'documents', 'yard-photos']

const onPostgres = () => process.env.INT_DATABASE === 'postgres'

/** This process's data folder: a worker runs many files, one after the other, in it. */
const workerDir = () => path.resolve(INT_DATA_DIR, `worker-${process.pid}`)

let clones = 0

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${process.env[POSTGRES_SERVER_ENV]}/postgres` })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** A new database cloned from the template; returns its URI. */
async function clonePostgres(): Promise<string> {
  clones += 1
  const name = `w${process.pid}_${clones}`
  await onServer((client) =>
    client.query(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DATABASE}"`),
  )
  return `${process.env[POSTGRES_SERVER_ENV]}/${name}`
}

function cloneFiles(dir: string): void {
  mkdirSync(dir, { recursive: true })
  for (const name of ['site.db', 'site.db-wal', 'site.db-shm', ...UPLOAD_FOLDERS])
    rmSync(path.join(dir, name), { recursive: true, force: true })
  // a WAL the template's writer did not fold back is part of the file
  const files = onPostgres() ? [] : ['site.db', 'site.db-wal']
  for (const name of [...files, ...UPLOAD_FOLDERS]) {
    const from = path.join(TEMPLATE_DIR, name)
    if (existsSync(from)) cpSync(from, path.join(dir, name), { recursive: true })
  }
}

/**
 * Before a process's first file imports the Payload config: its data folder and database, a
 * fresh clone. The config reads DATA_DIR and DATABASE_URI once, on import.
 */
export async function claimWorkerDatabase(): Promise<void> {
  const dir = workerDir()
  process.env.DATA_DIR = dir
  cloneFiles(dir)
  process.env.DATABASE_URI = onPostgres()
    ? await clonePostgres()
    : `file:${path.join(dir, 'site.db')}`
}

type SqliteAdapter = { client?: { close: () => void }; connect: () => Promise<void> }
type PostgresAdapter = {
  pool?: { end: () => Promise<void>; _clients?: { end: () => Promise<void> }[] }
  poolOptions: { connectionString?: string }
  connect: () => Promise<void>
}

/**
 * Between two files of one process: the live Payload is moved onto a fresh clone (its
 * connection closed, the files copied or a new database created, then connected again), and the
 * in-process memories of stored content are told that everything changed.
 */
export async function moveToFreshDatabase(payload: Payload): Promise<void> {
  if (onPostgres()) {
    const db = payload.db as unknown as PostgresAdapter
    const previous = db.poolOptions.connectionString
    const uri = await clonePostgres()
    // Payload's adapter keeps one client checked out, which the pool's end would wait for: each
    // connection is closed first (a connection cut by DROP DATABASE would be an uncaught error)
    const old = db.pool
    db.pool = undefined
    await Promise.all((old?._clients ?? []).map((client) => client.end().catch(() => undefined)))
    void old?.end().catch(() => undefined)
    db.poolOptions.connectionString = uri
    process.env.DATABASE_URI = uri
    cloneFiles(workerDir())
    await db.connect()
    const name = previous?.split('/').pop()
    if (name)
      await onServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
  } else {
    const db = payload.db as unknown as SqliteAdapter
    db.client?.close()
    db.client = undefined
    cloneFiles(workerDir())
    await db.connect()
  }
  const { emitContentChanged } = await import('@/platform/runtime/contentSignal')
  const { tags } = await import('@/platform/cache/tags')
  for (const { slug } of payload.config.collections) emitContentChanged(tags.collection(slug))
  for (const { slug } of payload.config.globals) emitContentChanged(tags.global(slug))
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('bk.site.contentVersions')]
}
