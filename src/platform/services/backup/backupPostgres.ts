import 'server-only'

import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createInterface } from 'node:readline'

import type { DatabaseCopy } from './databaseCopy'
import { BackupError } from './backupLock'
import { databaseUri } from '@/platform/runtime/environment'

type Tool = 'pg_dump' | 'pg_restore' | 'psql'

/** A client program that is not installed: said as it is, whatever the step that needed it. */
class MissingToolError extends BackupError {}

/**
 * libpq's variables for DATABASE_URI: the password reaches the tools through their environment,
 * never their command line, which any local user can read.
 */
function connectionEnv(uri: string): NodeJS.ProcessEnv {
  const url = new URL(uri)
  const decoded = (value: string | null) => (value ? decodeURIComponent(value) : undefined)
  const variables = {
    PGHOST: url.searchParams.get('host') ?? decoded(url.hostname.replace(/^\[|\]$/g, '')),
    PGPORT: url.port || undefined,
    PGUSER: decoded(url.username),
    PGPASSWORD: decoded(url.password),
    PGDATABASE: decoded(url.pathname.slice(1)),
    PGSSLMODE: url.searchParams.get('sslmode') ?? undefined,
  }
  // eslint-disable-next-line no-restricted-properties -- the child process inherits the whole environment (PATH, locale)
  const env = { ...process.env }
  for (const [name, value] of Object.entries(variables)) if (value) env[name] = value
  return env
}

/**
 * Runs one of PostgreSQL's client programs on DATABASE_URI's database. Its error output goes to
 * the server's log, never into a message (it can name hosts and folders).
 */
function runTool(
  tool: Tool,
  args: string[],
  options: { stdout?: (line: string) => void } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env: connectionEnv(databaseUri()),
      stdio: ['ignore', options.stdout ? 'pipe' : 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    if (options.stdout && child.stdout) {
      createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', options.stdout)
    }
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new MissingToolError(
              `${tool} est introuvable : installez le client PostgreSQL (paquet postgresql-client, ` +
                'de la version du serveur ou plus récente) pour sauvegarder ou restaurer la base.',
            )
          : error,
      ),
    )
    child.on('close', (code) => {
      if (code === 0) return resolve()
      console.error(`${tool} : ${stderr.trim()}`)
      reject(new BackupError(`${tool} a échoué (code ${code}) : voir le journal du serveur.`))
    })
  })
}

/** `COPY public."page_views" (id, …) FROM stdin;` → page_views */
const COPY_START = /^COPY (\S+) \(.*\) FROM stdin;$/

function tableName(qualified: string): string {
  return (qualified.split('.').pop() ?? qualified).replace(/^"|"$/g, '').replace(/""/g, '"')
}

/**
 * Rows of each table of a dump, counted in the script pg_restore makes of it (one line a row
 * between `COPY … FROM stdin;` and `\.`): reading it whole proves every part of the dump can be
 * read back, without a database.
 */
async function dumpRows(file: string): Promise<Record<string, number>> {
  const rows: Record<string, number> = {}
  let table: string | null = null
  const count = (line: string) => {
    if (table === null) {
      const copy = COPY_START.exec(line)
      if (copy) rows[(table = tableName(copy[1] ?? ''))] = 0
    } else if (line === '\\.') table = null
    else rows[table] = (rows[table] ?? 0) + 1
  }
  try {
    await runTool('pg_restore', ['--file=-', file], { stdout: count })
  } catch (error) {
    if (error instanceof MissingToolError) throw error
    throw new BackupError('Archive refusée : la copie de la base PostgreSQL est illisible.')
  }
  return Object.fromEntries(Object.entries(rows).sort(([a], [b]) => a.localeCompare(b)))
}

/**
 * PostgreSQL's own tools: pg_dump in its custom format (one snapshot of the database, taken
 * while the site writes), and for a restore pg_restore's script run by psql in one transaction,
 * after the `public` schema is emptied: all of it is replaced, or nothing is. The site's user
 * must own the database (docs/deployment.md, Mise en production).
 */
export function postgresCopy(): DatabaseCopy {
  return {
    engine: 'postgres',
    name: 'database.dump',
    liveFiles: [],
    snapshot: (file) =>
      runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`]),
    // reading the dump whole for its counts is its check
    rows: dumpRows,
    checkedRows: dumpRows,
    optimize: async () => {
      const size = async () => {
        let bytes = 0
        await runTool(
          'psql',
          [
            '--no-psqlrc',
            '--tuples-only',
            '--no-align',
            '--command=SELECT pg_database_size(current_database())',
          ],
          { stdout: (line) => (bytes = Number(line.trim()) || bytes) },
        )
        return bytes
      }
      const before = await size()
      // not in a transaction: VACUUM refuses to run inside one
      await runTool('psql', [
        '--no-psqlrc',
        '--quiet',
        '--set=ON_ERROR_STOP=1',
        '--command=VACUUM ANALYZE',
      ])
      return { before, after: await size() }
    },
    // psql's one transaction is already taken while the site runs: the same load
    loadLive: (file) => postgresLoad(file),
    load: (file) => postgresLoad(file),
  }
}

/**
 * pg_restore's script of the dump, run by psql in one transaction after the `public` schema is
 * emptied: all of it is replaced, or nothing is.
 */
async function postgresLoad(file: string): Promise<void> {
  const script = `${file}.sql`
  try {
    await runTool('pg_restore', ['--no-owner', '--no-privileges', `--file=${script}`, file])
    await runTool('psql', [
      '--no-psqlrc',
      '--quiet',
      '--set=ON_ERROR_STOP=1',
      '--single-transaction',
      '--command=DROP SCHEMA IF EXISTS public CASCADE',
      '--command=CREATE SCHEMA public',
      `--file=${script}`,
    ])
  } finally {
    rmSync(script, { force: true })
  }
}
