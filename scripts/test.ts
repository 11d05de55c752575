/**
 * `npm test`: the whole suite, and how long each part took (docs/ci-time.md). The build and the
 * two integration runs go side by side: they share nothing (each run has its own data folder,
 * database and backups folder: `BACKUP_DIR` in `test:int:postgres`) and the integration runs
 * leave a core idle much of the time (waiting on the database, timers, child processes). The
 * browser suite and the deployment check come after them, alone (their timings and the servers
 * they start must not compete). The build's and PostgreSQL's outputs are kept in logs (SQLite's
 * alone is shown as it runs), each shown whole when it fails.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

type Step = { name: string; script: string; quiet?: boolean }
type Timing = { name: string; seconds: number; ok: boolean }

const LOG_DIR = path.join('data', 'test')
const npmCli = process.env.npm_execpath
const timings: Timing[] = []

/** `npm run <script>`, timed; its output inherited, or kept in data/test/<script>.log when quiet. */
function runStep({ name, script, quiet }: Step): Promise<boolean> {
  const started = performance.now()
  const log = path.join(LOG_DIR, `${script.replace(/:/g, '-')}.log`)
  let output = ''
  const child = npmCli
    ? spawn(process.execPath, [npmCli, 'run', script], { stdio: quiet ? 'pipe' : 'inherit' })
    : spawn('npm', ['run', script], { stdio: quiet ? 'pipe' : 'inherit', shell: true })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const ok = code === 0
      timings.push({ name, seconds: (performance.now() - started) / 1000, ok })
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

const started = performance.now()
const steps = await Promise.all([
  runStep({ name: 'build (next build)', script: 'build', quiet: true }),
  runStep({ name: 'integration, SQLite', script: 'test:int' }),
  runStep({ name: 'integration, PostgreSQL', script: 'test:int:postgres', quiet: true }),
])
const passed =
  steps.every(Boolean) &&
  (await inTurn([
    { name: 'browser (Playwright)', script: 'test:e2e' },
    { name: 'deployment check', script: 'deploy:check' },
  ]))

const total = (performance.now() - started) / 1000
const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`
console.log(
  '\nnpm test, temps par partie (la construction et les deux suites d’intégration côte à côte) :',
)
for (const { name, seconds, ok } of timings)
  console.log(`  ${name.padEnd(28)} ${minutes(seconds).padStart(12)}${ok ? '' : '  ÉCHEC'}`)
console.log(`  ${'total'.padEnd(28)} ${minutes(total).padStart(12)}`)
process.exit(passed ? 0 : 1)
