/**
 * `npm start`: migrate and seed the database, build when the sources changed, then serve the
 * production app on PORT (3000) through the edge server.
 */
import { exitOnConfigurationProblems } from '../src/platform/runtime/configuration'

import { buildIfNeeded } from './lib/build'
import { run, TSX } from './lib/run'

exitOnConfigurationProblems()
Object.assign(process.env, { NODE_ENV: 'production' })

try {
  await run(process.execPath, [...TSX, 'scripts/prepare-db.ts'])
  await buildIfNeeded()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
await import('../server')
