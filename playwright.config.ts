import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_ARGS, chromiumPath } from './scripts/lib/chromium'
import { E2E_PORT, E2E_SERVERS, suiteServer } from './tests/helpers/e2eSuite'

/**
 * Files that start their own servers, databases and mail sinks on ports of their own and never
 * read the suite's server: `npm test` runs them as a part of their own (`E2E_PART=alone`) beside
 * the integration runs, and the rest (`E2E_PART=shared`) after them (docs/ci-time.md). Without
 * `E2E_PART`, `npm run test:e2e` runs every file. `faults` starts its own servers too but times a
 * shutdown: it runs with the rest, alone on the machine.
 */
const SELF_CONTAINED = [
  'mail-instances',
  'newcomer-start',
  'instances',
  'admin-outage',
  'mail-crash',
  'english-walk',
].map((name) => `**/${name}.e2e.spec.ts`)
const part = process.env.E2E_PART
const alone = part === 'alone'

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: alone ? SELF_CONTAINED : '**/*.e2e.spec.ts',
  testIgnore: part === 'shared' ? SELF_CONTAINED : undefined,
  // each part its own folder: Playwright empties it when a run starts
  outputDir: alone ? 'test-results/alone' : 'test-results/suite',
  // a file's tests in turn, in one worker; each worker on its own server (tests/helpers/e2eSuite.ts)
  fullyParallel: false,
  workers: alone ? 1 : E2E_SERVERS,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    // read again in each worker: its own server's address
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'fr-FR',
    // a failed test's trace keeps each step's page (DOM snapshots), its network and console, and
    // a screenshot of where it stopped; the trace's film strip of every test, kept or not, cost
    // about a fifth of the browser suite's CPU (docs/ci-time.md)
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    // the site's service worker answers from the phone's copies: only offline.e2e lets it run,
    // the other suites read what the server sends (and page.route sees every request)
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Debian's Chromium where installed (no browser download here); Playwright's own elsewhere
        launchOptions: { executablePath: chromiumPath, args: CHROMIUM_ARGS },
      },
    },
  ],
  // `npm start` on its own fresh database, once per worker: the first builds once per run when the
  // sources changed, the others wait for that build and copy it (the self-contained files reuse
  // it and start their own servers)
  webServer: alone
    ? undefined
    : Array.from({ length: E2E_SERVERS }, (_, index) => suiteServer(index)).map((server) => ({
        command: 'node node_modules/tsx/dist/cli.mjs tests/helpers/e2eServer.ts',
        url: `http://127.0.0.1:${server.port}/`,
        timeout: 20 * 60_000,
        reuseExistingServer: false,
        stdout: 'pipe' as const,
        // the suite logs in and posts forms more than one visitor may in 15 minutes; the limits are tested in Vitest
        env: {
          PORT: String(server.port),
          DATA_DIR: server.dataDir,
          BACKUP_DIR: server.backupDir,
          ...(server.home ? { E2E_SERVER_HOME: server.home } : {}),
          LOG_REQUESTS: 'false',
          RATE_LIMIT_FORMS_MAX: '200',
          RATE_LIMIT_AUTH_MAX: '500',
          QUOTE_ACK_MAX_PER_CLIENT: '500',
          // mail.e2e starts an SMTP server there; elsewhere mails fail and are logged as such
          SMTP_URL: `smtp://127.0.0.1:${server.smtpPort}`,
        },
      })),
})
