import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'

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
 * Empties a data directory, then migrates and seeds it as `npm start` does (its SQLite file, or
 * the database `env.DATABASE_URI` names).
 */
export async function freshDatabase(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true })
  await run(process.execPath, [...TSX, 'scripts/prepare-db.ts'], {
    ...env,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    NODE_OPTIONS: PRODUCTION_NODE_OPTIONS,
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
