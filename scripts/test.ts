/**
 * `npm test`: the whole suite, and how long each part took (docs/ci-time.md). The build runs
 * beside the integration suites, which share nothing with it and leave a core idle ~40 % of the
 * time; the two integration runs stay one after the other (both write the repository's
 * backups/ and its lock), and the browser suite and the deployment check come after the build,
 * alone (their timings and the servers they start must not compete). The build's output is kept
 * in a log, shown when it fails.
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
const [built, integrated] = await Promise.all([
  runStep({ name: 'build (next build)', script: 'build', quiet: true }),
  inTurn([
    { name: 'integration, SQLite', script: 'test:int' },
    { name: 'integration, PostgreSQL', script: 'test:int:postgres' },
  ]),
])
const passed =
  built &&
  integrated &&
  (await inTurn([
    { name: 'browser (Playwright)', script: 'test:e2e' },
    { name: 'deployment check', script: 'deploy:check' },
  ]))

const total = (performance.now() - started) / 1000
const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`
console.log(
  '\nnpm test, temps par partie (la construction tourne à côté des tests d’intégration) :',
)
for (const { name, seconds, ok } of timings)
  console.log(`  ${name.padEnd(28)} ${minutes(seconds).padStart(12)}${ok ? '' : '  ÉCHEC'}`)
console.log(`  ${'total'.padEnd(28)} ${minutes(total).padStart(12)}`)
process.exit(passed ? 0 : 1)
