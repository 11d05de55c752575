import path from 'node:path'

/**
 * The browser suite's own server, one per half of the suite: `npm test` runs the suite in two
 * halves side by side (E2E_SHARD=1/2 and 2/2, Playwright's shards), each against a server, a
 * database, a backups folder and an SMTP port of its own. Without E2E_SHARD, one server runs
 * the whole suite. The runner's workers inherit E2E_SHARD, so the tests read the same values.
 */
const [current, total] = (process.env.E2E_SHARD || '1/1').split('/').map(Number)

export const E2E_SHARD = { current: current || 1, total: total || 1 }

const offset = (E2E_SHARD.current - 1) * 10

/** The suite's server (E2E_PORT sets the first half's). */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100) + offset
/** Where the suite's server sends its mails (SMTP_URL), and where the mail tests listen. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT || 3125) + offset

const suffix = E2E_SHARD.current > 1 ? `-${E2E_SHARD.current}` : ''
/** The server's data folder: its SQLite file and uploads. */
export const E2E_DATA_DIR = path.resolve(`data/test/e2e${suffix}`)
/** The server's archives (the restore tests read and delete them). */
export const E2E_BACKUP_DIR = path.resolve(suffix ? `data/test/e2e${suffix}-backups` : 'backups')
/**
 * Where a half other than the first runs its server: a folder that links to the checkout and
 * holds a copy of the build, so that Next's page cache on disk (`.next/server`, `.next/cache`) is
 * not shared by two servers on two different databases.
 */
export const E2E_SERVER_HOME = suffix ? path.resolve(`data/test/e2e${suffix}-home`) : undefined
