import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'

import { isBuiltFrom } from '../../scripts/lib/build'
import { sourceFingerprint } from '../../scripts/lib/sourceFingerprint.mjs'

/**
 * One of the browser suite's servers (tests/helpers/e2eSuite.ts): `npm start` on an empty data
 * directory of its own, which it seeds (not a copy of the run's seeded database, freshDatabase:
 * with copies, `home-sections`' footer test read a saved phone's previous value for its whole
 * wait when it ran first on a server, twice in two runs: session 41's note). A server other than
 * the first (E2E_SERVER_HOME) waits for the first to have built, then runs from a folder that
 * links to everything in the checkout but holds its own copy of the build: Next keeps the pages
 * it renders again in `.next`, and two servers on two databases must not read each other's.
 */
rmSync(process.env.DATA_DIR || 'data/test/e2e', { recursive: true, force: true })

const home = process.env.E2E_SERVER_HOME
if (home) {
  const checkout = process.cwd()
  const fingerprint = sourceFingerprint()
  while (!isBuiltFrom(fingerprint)) await delay(1_000)
  rmSync(home, { recursive: true, force: true })
  mkdirSync(home, { recursive: true })
  for (const name of readdirSync(checkout)) {
    if (['.next', 'data', 'backups', 'test-results', '.git'].includes(name)) continue
    symlinkSync(path.join(checkout, name), path.join(home, name))
  }
  // the build without webpack's own cache (only `next build` reads it)
  cpSync(path.join(checkout, '.next'), path.join(home, '.next'), {
    recursive: true,
    filter: (source) => !source.startsWith(path.join(checkout, '.next', 'cache', 'webpack')),
  })
  process.chdir(home)
}

await import('../../scripts/start')
