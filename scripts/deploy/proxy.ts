import { execFile } from 'node:child_process'
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { NGINX, nginxArgs, ownPrefix, spawnNginx } from '../lib/nginx'

import type { SiteClient } from './client'
import { renderNginxSite } from './render'

const run = promisify(execFile)

/** A self-signed certificate for `domain` (openssl), in place of Let's Encrypt's. */
async function selfSignedCertificate(dir: string, domain: string) {
  const certificate = path.join(dir, 'fullchain.pem')
  const key = path.join(dir, 'privkey.pem')
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    `/CN=${domain}`,
    '-addext',
    `subjectAltName=DNS:${domain}`,
    '-keyout',
    key,
    '-out',
    certificate,
  ])
  return { certificate, key }
}

export type Proxy = { certificate: string; stop: () => Promise<void> }

/**
 * deploy/nginx's site, rendered for loopback, inside an nginx.conf like Debian's (mime types,
 * the site included), all of it in `dir`; `nginx -t`, then nginx in the foreground. The master
 * runs as this user (root in CI), the workers as nginx's default unprivileged user.
 */
export async function startProxy(
  dir: string,
  ports: { http: number; https: number; app: number },
  domain: string,
): Promise<Proxy> {
  if (!NGINX) throw new Error('nginx est introuvable : apt-get install nginx-light')
  // the workers (nobody) write request bodies under dir: it must be traversable
  chmodSync(dir, 0o755)
  const { certificate, key } = await selfSignedCertificate(dir, domain)
  const site = path.join(dir, 'bk-multiservices.conf')
  writeFileSync(
    site,
    renderNginxSite({
      domain,
      httpPort: ports.http,
      httpsPort: ports.https,
      appPort: ports.app,
      certificate,
      key,
      accessLog: path.join(dir, 'access.log'),
    }),
  )
  const prefix = ownPrefix(dir)
  // Debian's types; without them the app's own Content-Type still passes through
  const mimeTypes = '/etc/nginx/mime.types'
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(
    conf,
    `worker_processes 1;
${prefix.main}
events { worker_connections 256; }
http {
  sendfile on;
  ${existsSync(mimeTypes) ? `include ${mimeTypes};` : ''}
  default_type application/octet-stream;
  access_log ${path.join(dir, 'access.log')};
${prefix.http}
  include ${site};
}
`,
  )
  const tested = await run(NGINX, ['-t', ...nginxArgs(dir, conf)]).catch(
    (error: { stderr?: string }) => {
      throw new Error(`nginx -t refuse la configuration :\n${error.stderr ?? error}`)
    },
  )
  console.log(`nginx -t : ${tested.stderr.trim().split('\n').at(-1)}`)
  const nginx = spawnNginx(dir, conf)
  return { certificate: readFileSync(certificate, 'utf8'), stop: nginx.stop }
}

/** Waits until nginx answers on both ports. */
export async function proxyReady(client: SiteClient, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const up = await Promise.all([client.http('/'), client.https('/')]).then(
      () => true,
      () => false,
    )
    if (up) return
    if (Date.now() > deadline) throw new Error(`nginx ne répond pas en ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
