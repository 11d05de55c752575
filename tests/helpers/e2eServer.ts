import { rmSync } from 'node:fs'

/** The browser suite's server: `npm start` on an empty data directory of its own. */
rmSync(process.env.DATA_DIR || 'data/test/e2e', { recursive: true, force: true })
await import('../../scripts/start')
