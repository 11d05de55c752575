import { createServer } from 'node:http'
import { join } from 'node:path'

import next from 'next'

import { revalidateAtBoot } from './src/platform/frontServer/bootRevalidate'
import { canonicalPath, canonicalUrl } from './src/platform/frontServer/canonicalPath'
import { closeAfterEarlyAnswer } from './src/platform/frontServer/closeUnreadBody'
import { compressed } from './src/platform/frontServer/compression'
import { pollContentChanges } from './src/platform/frontServer/contentChangesPoll'
import { inlinedStylesheets } from './src/platform/frontServer/inlineStyles'
import {
  answerLanguageAddress,
  toServedAddress,
} from './src/platform/frontServer/languageAddresses'
import { answerLanguageChoice } from './src/platform/frontServer/languageChoice'
import {
  decide,
  maintenanceState,
  markUnavailable,
  sendRedirect,
} from './src/platform/frontServer/maintenanceGate'
import { answerMalformedPath } from './src/platform/frontServer/malformedPath'
import { notFoundPages } from './src/platform/frontServer/notFoundPage'
import { mediaFilesFromDisk } from './src/platform/frontServer/mediaFiles'
import { siteRedirects } from './src/platform/frontServer/redirects'
import { silentConnections } from './src/platform/frontServer/silentConnections'
import { microCache } from './src/platform/frontServer/microCache'
import { isRateLimitedPath, rateLimitedApp } from './src/platform/frontServer/rateLimited'
import { logRequest } from './src/platform/frontServer/requestLog'
import {
  isCustomerQuotePath,
  isUploadedFile,
  securityHeaders,
} from './src/platform/frontServer/securityHeaders'
import { serviceWorkerFile } from './src/platform/frontServer/serviceWorker'
import { siteEvents } from './src/platform/frontServer/siteEvents'
import { precompressedStaticFiles } from './src/platform/frontServer/staticFiles'
import { isMalformedPath } from './src/lib/malformedPath'
import { exitOnConfigurationProblems, setting } from '@/platform/runtime/configuration'
import { s3Settings } from '@/platform/runtime/s3Settings'
import {
  CLIENT_IP_HEADER,
  DEMO_ADMIN,
  DEMO_SUPER_ADMIN,
  isDemoMode,
  MEDIA_DIR,
  publicUrl,
  serverPort,
} from '@/platform/runtime/environment'

/**
 * The edge: a plain node:http server in front of Next. It sets the security headers on every
 * response, runs the maintenance gate, answers anonymous public reads from its micro-cache,
 * sends Next's scripts and stylesheets as the build compressed them, the service worker and the
 * media library's pictures from disk, sends a visitor who chose English to /en from the home, holds the open pages' event stream, writes the
 * stylesheets into the pages' head, sends the site's 404 page for Next's empty one, compresses what Next sends (brotli or gzip), sends only the
 * rate-limited paths through Express, logs, picks up other instances' content changes, and stops
 * gracefully. It imports nothing from the Payload config (docs/architecture.md).
 */
// eslint-disable-next-line no-restricted-properties -- Node's own mode, not a setting of the site
const dev = process.env.NODE_ENV !== 'production'
const port = serverPort()
const hostname = setting('HOST')
const SHUTDOWN_GRACE_MS = 10_000
/**
 * How long an idle kept-alive connection stays open: longer than the clients that reuse one
 * (nginx's upstream keepalive, 60 s; a test's or an API client's agent). With Node's 5 s, a
 * request sent on a connection the server was closing met a reset (a 502 behind nginx, an
 * ECONNRESET in the browser suite).
 */
const KEEP_ALIVE_MS = 65_000
const EDGE_CACHE = {
  ttlMs: setting('EDGE_CACHE_TTL_MS'),
  maxEntries: 500,
}
/** How often the edge picks up what other instances changed (contentVersions.ts). */
const CONTENT_POLL_MS = setting('CONTENT_POLL_MS')

async function main() {
  exitOnConfigurationProblems()
  const app = next({ dev, hostname: 'localhost', port, dir: process.cwd() })
  await app.prepare()
  const handle = app.getRequestHandler()
  const limited = rateLimitedApp((req, res) => handle(req, res), port)
  const https = publicUrl().startsWith('https://')
  const headers = securityHeaders({ dev, https })
  const uploadedFileHeaders = securityHeaders({ dev, https, uploadedFile: true })
  const customerQuoteHeaders = securityHeaders({ dev, https, noReferrer: true })
  const headersFor = (path: string) =>
    isUploadedFile(path)
      ? uploadedFileHeaders
      : isCustomerQuotePath(path)
        ? customerQuoteHeaders
        : headers
  const maintenance = maintenanceState(port)
  const cache = microCache(EDGE_CACHE)
  const staticFiles = precompressedStaticFiles(join(process.cwd(), '.next', 'static'))
  const mediaFiles = mediaFilesFromDisk(s3Settings() ? null : MEDIA_DIR)
  const serviceWorker = serviceWorkerFile(join(process.cwd(), '.next', 'sw.js'))
  const events = siteEvents(maintenance)
  const redirects = siteRedirects(port)
  const notFound = notFoundPages(port)
  // in development .next/static holds another build's files
  const styles = inlinedStylesheets(dev ? '' : join(process.cwd(), '.next', 'static', 'css'))
  let stopping = false

  const server = createServer((req, res) => {
    logRequest(req, res)
    delete req.headers[CLIENT_IP_HEADER]
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/'
    for (const [name, value] of headersFor(rawPath)) {
      res.setHeader(name, value)
    }
    if (stopping) res.setHeader('Connection', 'close')
    closeAfterEarlyAnswer(req, res)
    if (isMalformedPath(rawPath))
      return answerMalformedPath(req, res, rawPath, () => void handle(req, res))
    // every decision below, and Next, see one spelling of the address (canonicalPath.ts)
    req.url = canonicalUrl(req.url ?? '/')
    const path = canonicalPath(rawPath)
    if (events.answer(req, res, path)) return
    const gate = decide(req.method, path, maintenance.isActive(), req.headers.cookie)
    if (gate && 'redirect' in gate) return sendRedirect(res, gate.redirect)
    if (!gate && redirects.answer(req, res, path)) return
    if (!gate && answerLanguageChoice(req, res, path)) return
    if (answerLanguageAddress(req, res, path)) return
    const toNext = () =>
      compressed(req, res, () => {
        if (isRateLimitedPath(req.url)) return limited(req, res)
        // under the styles' wrapper (Next's writes pass it first): the 404 page it sends in
        // place of Next's has its styles already
        notFound.wrap(req, res, path)
        styles.wrap(req, res, path)
        toServedAddress(req, path)
        void handle(req, res)
      })
    if (gate) markUnavailable(res)
    else notFound.answerOwnAddress(req, res, path)
    if (gate || dev) return toNext()
    if (staticFiles.answer(req, res, path)) return
    if (serviceWorker.answer(req, res, path)) return
    if (mediaFiles.answer(req, res, path, toNext)) return
    cache.handle(req, res, path, toNext)
  })

  server.keepAliveTimeout = KEEP_ALIVE_MS
  const silent = silentConnections(server)

  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal} reçu : arrêt après les requêtes en cours…`)
    events.closeAll()
    server.close(() => process.exit(0))
    // a kept-alive connection whose answer ends after the signal (an internal poll, a visitor's
    // render), or one that has sent nothing yet, would hold the close until the grace timer: each
    // goes as soon as it is idle or found silent twice
    const closeUnused = () => {
      server.closeIdleConnections()
      silent.close()
    }
    closeUnused()
    setInterval(closeUnused, 100).unref()
    setTimeout(() => {
      server.closeAllConnections()
      process.exit(0)
    }, SHUTDOWN_GRACE_MS).unref()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))

  server.listen(port, hostname, () => {
    const url = publicUrl()
    const lines = [
      '',
      `  Site public      : ${url}/`,
      `  Administration   : ${url}/admin`,
      `  Mode             : ${dev ? 'développement' : 'production'}`,
    ]
    if (isDemoMode()) {
      lines.push(
        '  Comptes de démonstration (mode démo) :',
        `    administrateur        ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
        `    super-administrateur  ${DEMO_SUPER_ADMIN.email} / ${DEMO_SUPER_ADMIN.password}`,
      )
    }
    console.log(lines.join('\n') + '\n')
    if (!dev) void revalidateAtBoot(port)
    void maintenance.refresh()
    void redirects.refresh()
    pollContentChanges(port, CONTENT_POLL_MS)
  })
}

main().catch((error: unknown) => {
  console.error('Échec du démarrage du serveur :', error)
  process.exit(1)
})
