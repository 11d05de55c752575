import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { EDGE_BUNDLE } from './build'
import { PRODUCTION_NODE_OPTIONS, run, TSX } from './run'

export type RunningServer = {
  url: string
  child: ChildProcess
  /** Milliseconds from the process spawn to the first 200 on `/`. */
  coldStartMs: number
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

/**
 * Set by `npm test` (scripts/test.ts): where the run's first fresh SQLite database is kept once
 * migrated and seeded, so that the others are copies of it. Some seven servers of a run start on
 * one (the self-contained files', the faults' and the headers'; the browser suite's two seed their
 * own: tests/helpers/e2eServer.ts), and a seed costs about 12 s of CPU.
 */
export const SEEDED_COPY_ENV = 'SEEDED_DATA_DIR'

/** What makes one seeded database differ from another: with any of them set, it is seeded anew. */
const SEED_SETTINGS = [
  'DATABASE_URI',
  'DEMO_MODE',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'PAYLOAD_SECRET',
]

/** Marks a kept database as whole: written last. */
const SEEDED_MARK = '.seeded'

function seed(dataDir: string, env: Record<string, string>): Promise<void> {
  return run(process.execPath, [...TSX, 'scripts/prepare-db.ts'], {
    ...env,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    NODE_OPTIONS: PRODUCTION_NODE_OPTIONS,
  })
}

/**
 * The run's kept database: seeded by the first caller, the others waiting for its mark (a folder
 * made atomically says who seeds).
 */
async function keptSeeded(dir: string): Promise<void> {
  const mark = path.join(dir, SEEDED_MARK)
  const lock = `${dir}.lock`
  mkdirSync(path.dirname(dir), { recursive: true })
  let seeding = false
  try {
    mkdirSync(lock)
    seeding = true
  } catch {
    // another process seeds it
  }
  if (seeding) {
    try {
      rmSync(dir, { recursive: true, force: true })
      await seed(dir, {})
      writeFileSync(mark, '')
    } catch (error) {
      rmSync(lock, { recursive: true, force: true })
      throw error
    }
  }
  const deadline = Date.now() + 5 * 60_000
  while (!existsSync(mark)) {
    if (!existsSync(lock)) throw new Error('La base de démonstration partagée n’a pas été créée.')
    if (Date.now() > deadline)
      throw new Error('La base de démonstration partagée se fait attendre.')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/**
 * Empties a data directory, then migrates and seeds it as `npm start` does (its SQLite file, or
 * the database `env.DATABASE_URI` names). Within `npm test`, a SQLite database seeded with the
 * defaults is a copy of the run's first (SEEDED_COPY_ENV).
 */
export async function freshDatabase(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true })
  const kept = process.env[SEEDED_COPY_ENV]
  const settings = { ...process.env, ...env }
  if (!kept || SEED_SETTINGS.some((name) => settings[name])) return seed(dataDir, env)
  await keptSeeded(kept)
  // the -shm index is rebuilt by SQLite; the WAL is part of the database
  cpSync(kept, dataDir, {
    recursive: true,
    filter: (source) => !source.endsWith('-shm') && path.basename(source) !== SEEDED_MARK,
  })
}

/** Polls `url` until it answers 200; fails if `child` exits first or time runs out. */
export async function waitForOk(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Le serveur s'est arrêté (code ${child.exitCode})`)
    const status = await fetch(url).then(
      (r) => r.status,
      () => 0,
    )
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`Pas de réponse 200 de ${url} en ${timeoutMs / 1000} s`)
}

/**
 * Starts the built production server (the edge in front of Next) on a data directory and
 * resolves once `/` answers 200. The build and the edge bundle must exist (`buildIfNeeded`).
 */
export async function startBuiltServer(options: {
  dataDir: string
  port: number
  env?: Record<string, string>
  quiet?: boolean
}): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`
  const started = performance.now()
  const child = spawn(process.execPath, [EDGE_BUNDLE], {
    stdio: options.quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NODE_OPTIONS: PRODUCTION_NODE_OPTIONS,
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      ...options.env,
    },
  })
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  try {
    await waitForOk(`${url}/`, child, 120_000)
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  const coldStartMs = performance.now() - started
  return {
    url,
    child,
    coldStartMs,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal)
      return exited
    },
  }
}

/** A built server on a fresh seeded database, quiet and without a request log (bench, load test). */
export async function freshQuietServer(dataDir: string, port: number): Promise<RunningServer> {
  await freshDatabase(dataDir)
  return startBuiltServer({ dataDir, port, quiet: true, env: { LOG_REQUESTS: 'false' } })
}
