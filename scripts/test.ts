/**
 * `npm test`: the whole suite, and how long each part took (docs/ci-time.md). The build, the unit
 * tests then the SQLite integration run, and the PostgreSQL run go side by side: they share
 * nothing (each run has its own data folder, databases and backups folder: `BACKUP_DIR` in
 * `test:int:postgres`) and the integration runs leave a core idle much of the time (waiting on
 * the database, timers, child processes). Once built, the browser files that start their own
 * servers (`E2E_PART=alone`, playwright.config.ts) run there too, and once the integration runs
 * are done, the rest of the browser suite beside them, on two workers, each against a server and
 * database of its own (`E2E_SERVERS`); the self-contained files mostly wait (mail retries, an
 * install), the integration runs would compete; the deployment check follows the self-contained
 * files in their lane. Every output but SQLite's and the browser suite's is kept in a log (those
 * are shown as they run), each shown whole when it fails.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { SEEDED_COPY_ENV } from './lib/server'

type Step = { name: string; script: string; quiet?: boolean; env?: Record<string, string> }
type Timing = { name: string; seconds: number; ok: boolean; log?: string; ending?: string }

/** How many last lines of a failed part's log the summary repeats: CI's report shows the end only. */
const ENDING_LINES = 120

const LOG_DIR = path.join('data', 'test')
const npmCli = process.env.npm_execpath
const timings: Timing[] = []

/** `npm run <script>`, timed; its output inherited, or kept in data/test/<script>.log when quiet. */
function runStep({ name, script, quiet, env }: Step): Promise<boolean> {
  const started = performance.now()
  const log = path.join(
    LOG_DIR,
    `${[script, ...Object.values(env ?? {})].join('-').replace(/[:/]/g, '-')}.log`,
  )
  let output = ''
  const options = { stdio: quiet ? 'pipe' : 'inherit', env: { ...process.env, ...env } } as const
  const child = npmCli
    ? spawn(process.execPath, [npmCli, 'run', script], options)
    : spawn('npm', ['run', script], { ...options, shell: true })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const ok = code === 0
      const ending = quiet && !ok ? output.split('\n').slice(-ENDING_LINES).join('\n') : undefined
      timings.push({ name, seconds: (performance.now() - started) / 1000, ok, log, ending })
      if (quiet) {
        mkdirSync(LOG_DIR, { recursive: true })
        writeFileSync(log, output)
        console.log(`\n${name} : ${ok ? 'terminé' : 'ÉCHEC'} (${log})`)
        if (!ok) console.log(output)
      }
      resolve(ok)
    })
  })
}

async function inTurn(steps: Step[]): Promise<boolean> {
  for (const step of steps) if (!(await runStep(step))) return false
  return true
}

// the run's servers on fresh SQLite databases start on copies of one seeded once (freshDatabase)
const seeded = path.resolve(LOG_DIR, 'seeded')
for (const leftover of [seeded, `${seeded}.lock`])
  rmSync(leftover, { recursive: true, force: true })
process.env[SEEDED_COPY_ENV] = seeded

const started = performance.now()
const built = runStep({ name: 'build (next build)', script: 'build', quiet: true })
const integration = Promise.all([
  inTurn([
    { name: 'unit (Vitest)', script: 'test:unit', quiet: true },
    { name: 'integration, SQLite', script: 'test:int' },
  ]),
  runStep({ name: 'integration, PostgreSQL', script: 'test:int:postgres', quiet: true }),
])
// then the deployment check, on a server and PostgreSQL cluster of its own (free ports): this
// lane ends minutes before the browser suite, whose end is the run's
const ownServers = built.then(
  (ok) =>
    ok &&
    inTurn([
      { name: 'browser, own servers', script: 'test:e2e', quiet: true, env: { E2E_PART: 'alone' } },
      { name: 'deployment check', script: 'deploy:check', quiet: true },
    ]),
)
// on two workers, each with a server and database of its own (tests/helpers/e2eSuite.ts), once
// the build and the integration runs are done: beside the self-contained files, mostly waiting
const browser = Promise.all([built, integration]).then(
  ([ok, runs]) =>
    ok &&
    runs.every(Boolean) &&
    runStep({
      name: 'browser (Playwright)',
      script: 'test:e2e',
      env: { E2E_PART: 'shared', E2E_SERVERS: '2' },
    }),
)
const passed = (await Promise.all([ownServers, browser])).every(Boolean)

const total = (performance.now() - started) / 1000
const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`
console.log(
  '\nnpm test, temps par partie (la construction puis les fichiers à serveurs propres et la vérification du déploiement, à côté des tests unitaires et des deux suites d’intégration, puis de la suite du navigateur sur deux serveurs) :',
)
for (const { name, seconds, ok } of timings)
  console.log(`  ${name.padEnd(28)} ${minutes(seconds).padStart(12)}${ok ? '' : '  ÉCHEC'}`)
console.log(`  ${'total'.padEnd(28)} ${minutes(total).padStart(12)}`)
// a quiet part's failure was printed when it ended, in the middle of SQLite's output: its end again
for (const { name, log, ending } of timings)
  if (ending) console.log(`\nFin du journal de « ${name} » (tout : ${log}) :\n${ending}`)
process.exit(passed ? 0 : 1)
