import type { Payload } from 'payload'

import { claimWorkerDatabase, moveToFreshDatabase } from './intDatabase'
import { LIVE_PAYLOAD } from './livePayload'

/**
 * Vitest set-up file of the integration projects, run before each file (in a worker that runs many
 * files too): the file starts on a fresh clone of the template database (intDatabase.ts) and with
 * the environment its worker started with, whatever an earlier file of the worker set.
 */
const STARTING_ENV = Symbol.for('bk.test.startingEnvironment')
const holder = globalThis as { [STARTING_ENV]?: NodeJS.ProcessEnv; [LIVE_PAYLOAD]?: Payload }

const starting = holder[STARTING_ENV]
if (!starting) {
  await claimWorkerDatabase()
  // with its data folder and database: the programs a test starts inherit them
  holder[STARTING_ENV] = { ...process.env }
} else {
  for (const key of Object.keys(process.env)) if (!(key in starting)) delete process.env[key]
  Object.assign(process.env, starting)
  const live = holder[LIVE_PAYLOAD]
  if (live) await moveToFreshDatabase(live)
  else await claimWorkerDatabase()
}
