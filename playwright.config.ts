import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_ARGS, chromiumPath } from './scripts/lib/chromium'
import { E2E_SMTP_PORT } from './tests/helpers/smtpPort'

const PORT = Number(process.env.E2E_PORT || 3100)

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
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
  // `npm start` on its own fresh database: builds once per run when the sources changed
  webServer: {
    command: 'node node_modules/tsx/dist/cli.mjs tests/helpers/e2eServer.ts',
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 20 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // the suite logs in and posts forms more than one visitor may in 15 minutes; the limits are tested in Vitest
    env: {
      PORT: String(PORT),
      DATA_DIR: 'data/test/e2e',
      LOG_REQUESTS: 'false',
      RATE_LIMIT_FORMS_MAX: '200',
      RATE_LIMIT_AUTH_MAX: '500',
      QUOTE_ACK_MAX_PER_CLIENT: '500',
      // mail.e2e starts an SMTP server there; elsewhere mails fail and are logged as such
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    },
  },
})
