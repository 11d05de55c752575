/** `npm run dev`: the same edge and database set-up as production, on data/dev, with HMR. */
import path from 'node:path'

import { exitOnConfigurationProblems } from '../src/platform/runtime/configuration'

import { run, TSX } from './lib/run'

exitOnConfigurationProblems()
process.env.DATA_DIR ||= path.join('data', 'dev')

await run(process.execPath, [...TSX, 'scripts/prepare-db.ts'])
await import('../server')
