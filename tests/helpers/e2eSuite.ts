import path from 'node:path'

import { checkoutTemp } from './checkoutTemp'

/**
 * The browser suite's own servers: one per Playwright worker of the suite (E2E_SERVERS, 2 in
 * `npm test`), each with its port, database, backups folder, SMTP port and copy of the build. The
 * runner starts them all (playwright.config.ts), gives each worker the next file to run, and a
 * worker's tests talk to the server of its index (Playwright's TEST_PARALLEL_INDEX), so files are
 * shared out as workers free up and never see another server's data.
 */
export const E2E_SERVERS = Math.max(1, Number(process.env.E2E_SERVERS || 1))

export type SuiteServer = {
  port: number
  /** Where the server sends its mails (SMTP_URL), and where the mail tests listen. */
  smtpPort: number
  /** Its data folder: the SQLite file and uploads. */
  dataDir: string
  /** Its archives (the restore tests read and delete them). */
  backupDir: string
  /**
   * Where a server other than the first runs: a folder that links to the checkout and holds a
   * copy of the build, so that Next's page cache on disk (`.next/server`, `.next/cache`) is not
   * shared by two servers on two different databases (tests/helpers/e2eServer.ts).
   */
  home?: string
}

/** The suite's server number `index` (0 is the one `npm run test:e2e` has always started). */
export function suiteServer(index: number): SuiteServer {
  const suffix = index > 0 ? `-${index + 1}` : ''
  return {
    port: Number(process.env.E2E_PORT || 3100) + index * 10,
    smtpPort: Number(process.env.E2E_SMTP_PORT || 3125) + index * 10,
    dataDir: path.resolve(`data/test/e2e${suffix}`),
    backupDir: path.resolve(suffix ? `data/test/e2e${suffix}-backups` : 'backups'),
    // outside the checkout: its links lead back into it
    home: suffix ? checkoutTemp(`e2e${suffix}-home`) : undefined,
  }
}

/** This worker's server (the first in the runner's own process). */
const own = suiteServer(Number(process.env.TEST_PARALLEL_INDEX || 0) % E2E_SERVERS)

export const E2E_PORT = own.port
export const E2E_SMTP_PORT = own.smtpPort
export const E2E_DATA_DIR = own.dataDir
export const E2E_BACKUP_DIR = own.backupDir
