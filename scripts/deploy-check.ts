/**
 * `npm run deploy:check`: proves deploy/ on this machine, on loopback. Builds if needed, starts
 * the built site on a fresh PostgreSQL database (a throwaway cluster) behind the real nginx running deploy/nginx's site (rendered
 * with a self-signed certificate and free ports), checks HTTPS, the redirect, HSTS, the Secure
 * session cookie, a 4 MB upload, gzip, the immutable static files and the per-client rate limits
 * (clients on 127.0.0.2–4, one forging X-Forwarded-For); then `systemd-analyze verify` on
 * deploy/systemd, and the backup unit's command three times with BACKUP_KEEP=2. Stops what it
 * started, even on failure; exits 1 if a check failed. Needs nginx, openssl and systemd-analyze
 * (Debian: apt-get install nginx openssl systemd postgresql).
 */
import { copyFileSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { threeBackupsKeepTwo } from './deploy/backupChecks'
import { checklist } from './deploy/checklist'
import { siteClient } from './deploy/client'
import { proxyReady, startProxy, type Proxy } from './deploy/proxy'
import { AUTH_LIMIT, forgedForwardedFor, separateBudgets } from './deploy/rateLimitChecks'
import {
  compressed,
  homeOverHttps,
  hstsOnce,
  httpRedirects,
  largeUpload,
  secureLoginCookie,
  quoteTokenUnlogged,
  staticImmutable,
} from './deploy/siteChecks'
import { ENV_TEMPLATE, envTemplateComplete, renderUnits, verifyUnits } from './deploy/systemdChecks'
import { buildIfNeeded } from './lib/build'
import { freePort } from './lib/freePort'
import { startPostgresCluster, type PostgresCluster } from './lib/postgres'
import { freshDatabase, startBuiltServer, type RunningServer } from './lib/server'

const WORK = path.resolve('data/deploy-check')
const DATA_DIR = path.join(WORK, 'data')
const DOMAIN = 'bk-multiservices.test'

const { check, failed } = checklist()
let server: RunningServer | undefined
let proxy: Proxy | undefined
let database: PostgresCluster | undefined
const stopAll = async () => {
  await proxy?.stop()
  await server?.stop()
  database?.stop()
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopAll().finally(() => process.exit(1)))
}

try {
  await buildIfNeeded()
  rmSync(WORK, { recursive: true, force: true })
  const nginxDir = path.join(WORK, 'nginx')
  const unitsDir = path.join(WORK, 'systemd')
  for (const dir of [nginxDir, unitsDir]) mkdirSync(dir, { recursive: true })
  const [appPort, httpPort, httpsPort] = [await freePort(), await freePort(), await freePort()]
  const origin = `https://${DOMAIN}:${httpsPort}`

  console.log('\nSite construit, base PostgreSQL neuve, nginx devant (deploy/nginx) :')
  // production's shared database, on a throwaway cluster: the backups below go through pg_dump
  database = await startPostgresCluster()
  const databaseEnv = { DATABASE_URI: database.uri }
  await freshDatabase(DATA_DIR, databaseEnv)
  server = await startBuiltServer({
    dataDir: DATA_DIR,
    port: appPort,
    quiet: true,
    env: {
      ...databaseEnv,
      PUBLIC_URL: origin,
      TRUST_PROXY: '1',
      RATE_LIMIT_AUTH_MAX: String(AUTH_LIMIT),
      RATE_LIMIT_FORMS_MAX: String(AUTH_LIMIT),
      LOG_REQUESTS: 'false',
    },
  })
  proxy = await startProxy(nginxDir, { http: httpPort, https: httpsPort, app: appPort }, DOMAIN)
  const client = siteClient({ domain: DOMAIN, httpPort, httpsPort, certificate: proxy.certificate })
  await proxyReady(client)

  const home = await check('https : la page d’accueil (200, HTML)', () => homeOverHttps(client))
  await check('HSTS, une fois', () => hstsOnce(client))
  await check('http : redirection permanente vers https', () => httpRedirects(client, DOMAIN))
  await check('brotli sur la page d’accueil (navigateur)', () =>
    compressed(client, 'gzip, deflate, br, zstd', 'br'),
  )
  await check('gzip sur la page d’accueil (client sans brotli)', () =>
    compressed(client, 'gzip', 'gzip'),
  )
  await check('/_next/static : Cache-Control immutable', () => staticImmutable(client, home ?? ''))
  await check('lien de devis d’un client : ni referrer, ni jeton au journal de nginx', () =>
    quoteTokenUnlogged(client, path.join(nginxDir, 'access.log')),
  )
  const cookie = await check('connexion : cookie de session Secure et HttpOnly', () =>
    secureLoginCookie(client, origin),
  )
  await check('envoi d’une image de 4 Mo à travers nginx (/api/upload/images)', () =>
    largeUpload(client, origin, cookie ?? ''),
  )
  await check('limites par client : 127.0.0.2 épuisé (429), 127.0.0.3 encore admis', () =>
    separateBudgets(client, origin),
  )
  await check('X-Forwarded-For falsifié : 127.0.0.4 ne dépense pas le budget de 127.0.0.3', () =>
    forgedForwardedFor(client, origin),
  )

  console.log('\nsystemd (deploy/systemd) et modèle d’environnement :')
  const envFile = path.join(unitsDir, 'env')
  copyFileSync(ENV_TEMPLATE, envFile)
  const units = renderUnits(unitsDir, envFile)
  await check('systemd-analyze verify des trois unités', () => verifyUnits(unitsDir))
  await check(`${ENV_TEMPLATE} nomme chaque variable de docs/configuration.md`, () =>
    envTemplateComplete(),
  )
  await check('sauvegarde pg_dump (commande de l’unité) ×3 avec BACKUP_KEEP=2 : 2 archives', () =>
    threeBackupsKeepTwo(units['bk-multiservices-backup.service'] ?? '', WORK, {
      ...databaseEnv,
      DATA_DIR,
    }),
  )
} catch (error) {
  failed.push('préparation')
  console.error(`\n✗ ${error instanceof Error ? error.message : String(error)}`)
} finally {
  await stopAll()
}

if (failed.length) {
  console.error(
    `\ndeploy:check : ${failed.length} vérification(s) en échec : ${failed.join(' ; ')}`,
  )
  process.exit(1)
}
console.log('\ndeploy:check : la recette de déploiement tient, sur cette machine.')
