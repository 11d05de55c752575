/**
 * `npm run test:feature -- <feature> [--postgres] [--e2e]`: a feature's tests, found from its
 * name (each test file's `// features:` line, scripts/lib/featureTests.ts): its unit tests,
 * then its integration tests on SQLite (PostgreSQL too with `--postgres`), then its browser
 * tests with `--e2e` (which builds first when the sources changed). Without a name, the list of
 * features and how many tests each has.
 */
import { spawnSync } from 'node:child_process'

import { featureNames, KINDS, PLATFORM, testFiles, testsOf } from './lib/featureTests'

const root = process.cwd()
const args = process.argv.slice(2)
const feature = args.find((arg) => !arg.startsWith('--'))
const known = [...featureNames(root), PLATFORM]
const files = testFiles(root)

if (!feature || !known.includes(feature)) {
  if (feature) console.error(`« ${feature} » n’est pas une fonctionnalité de src/features.`)
  console.log('npm run test:feature -- <fonctionnalité> [--postgres] [--e2e]\n')
  for (const name of known) {
    const found = testsOf(files, name)
    console.log(
      `  ${name.padEnd(12)} ${KINDS.map((kind) => `${found[kind].length} ${kind}`).join(', ')}`,
    )
  }
  process.exit(feature ? 2 : 0)
}

const found = testsOf(files, feature)
const npm = (script: string, files: string[]) => {
  if (!files.length) return true
  console.log(`\n» npm run ${script} (${files.length} fichiers)`)
  const run = spawnSync('npm', ['run', script, '--', ...files], { stdio: 'inherit' })
  return run.status === 0
}
const steps: [string, string[]][] = [
  ['test:unit', found.unit],
  ['test:int', found.int],
  ...(args.includes('--postgres') ? [['test:int:postgres', found.int] as [string, string[]]] : []),
  ...(args.includes('--e2e') ? [['test:e2e', found.e2e] as [string, string[]]] : []),
]
const failed = steps.filter(([script, files]) => !npm(script, files)).map(([script]) => script)
if (!args.includes('--e2e') && found.e2e.length)
  console.log(`\nNavigateur (--e2e) : ${found.e2e.join(' ')}`)
if (failed.length) {
  console.error(`\nÉchec : ${failed.join(', ')}`)
  process.exit(1)
}
