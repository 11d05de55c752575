import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from './freePort'

/**
 * A throwaway PostgreSQL cluster on loopback for the tests: Debian's `initdb` and `pg_ctl`
 * (package `postgresql`, which .ci/run installs), a temporary folder, a free port, no password
 * (trust on 127.0.0.1 only). PostgreSQL refuses to run as root: as root, the cluster belongs to
 * the `postgres` user that Debian's package creates.
 */

export type PostgresCluster = {
  /** `postgres://…/site`: the database every test server shares. */
  uri: string
  port: number
  /** A new empty database on the same cluster; returns its URI. */
  createDatabase: (name: string) => string
  /** An outage: the server stops (its connections are cut) and keeps its data, until `resume`. */
  pause: () => void
  resume: () => void
  stop: () => void
}

const OWNER = 'postgres'

function serverBinary(name: string): string {
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim()
  if (onPath) return onPath
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : []
  const found = versions.map((v) => path.join(root, v, 'bin', name)).find((f) => existsSync(f))
  if (!found) {
    throw new Error(
      `${name} est introuvable : installez PostgreSQL (apt-get install postgresql) pour ces tests.`,
    )
  }
  return found
}

/** Runs a server program, as the `postgres` user when this process is root. */
function asOwner(binary: string, args: string[]): string {
  const asRoot = process.getuid?.() === 0
  const [file, argv] = asRoot ? ['runuser', ['-u', OWNER, '--', binary, ...args]] : [binary, args]
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bk-postgres-'))
  const data = path.join(dir, 'data')
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', OWNER], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', OWNER], { encoding: 'utf8' }).trim())
    chownSync(dir, uid, gid)
  }
  chmodSync(dir, 0o700)
  asOwner(serverBinary('initdb'), [
    '-D',
    data,
    '-U',
    OWNER,
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ])
  const port = await freePort()
  // fsync off: a test cluster is thrown away, and durability costs seconds per test file
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`
  let running = false
  const start = () => {
    asOwner(serverBinary('pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-o',
      options,
      '-w',
      'start',
    ])
    running = true
  }
  start()

  const base = `postgres://${OWNER}@127.0.0.1:${port}`
  const createDatabase = (name: string) => {
    asOwner(serverBinary('createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', OWNER, name])
    return `${base}/${name}`
  }
  const uri = createDatabase('site')
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    try {
      if (running) asOwner(serverBinary('pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  const pause = () => {
    asOwner(serverBinary('pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'])
    running = false
  }
  return { uri, port, createDatabase, pause, resume: start, stop }
}
