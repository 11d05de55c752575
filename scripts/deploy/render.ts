import { readFileSync } from 'node:fs'

/**
 * The files of deploy/ as an administrator copies them, with only their machine-specific values
 * replaced for the check: the file tested is the file shipped. Every replacement must find its
 * text, so an edit of deploy/ that the check would no longer follow fails it loudly.
 */
export function render(file: string, replacements: [from: string | RegExp, to: string][]): string {
  let text = readFileSync(file, 'utf8')
  for (const [from, to] of replacements) {
    const found = typeof from === 'string' ? text.includes(from) : from.test(text)
    if (!found) throw new Error(`${file} : « ${String(from)} » introuvable, le rendu ne suit plus`)
    text =
      typeof from === 'string'
        ? text.replaceAll(from, to)
        : text.replace(new RegExp(from.source, `${from.flags.replace('g', '')}g`), to)
  }
  return text
}

/** The shipped values that deploy:check replaces (docs/deployment.md, « Mise en production », names them). */
export const SHIPPED = {
  domain: 'example.ne',
  appRoot: '/srv/bk-multiservices',
  node: '/usr/bin/node',
  envFile: '/etc/bk-multiservices/env',
  upstream: 'server 127.0.0.1:3000;',
  certificate: '/etc/letsencrypt/live/example.ne/fullchain.pem',
  key: '/etc/letsencrypt/live/example.ne/privkey.pem',
  accessLog: '/var/log/nginx/access.log',
} as const

/** The site of deploy/nginx on loopback ports, with a test certificate, before the app `port`. */
export function renderNginxSite(options: {
  domain: string
  httpPort: number
  httpsPort: number
  appPort: number
  certificate: string
  key: string
  accessLog: string
}): string {
  return render('deploy/nginx/bk-multiservices.conf', [
    [SHIPPED.accessLog, options.accessLog],
    [SHIPPED.certificate, options.certificate],
    [SHIPPED.key, options.key],
    [SHIPPED.upstream, `server 127.0.0.1:${options.appPort};`],
    // only loopback here, and no IPv6
    [/^[ \t]*listen \[::\]:\d+[^\n]*\n/m, ''],
    [/listen 80;/, `listen 127.0.0.1:${options.httpPort};`],
    [/listen 443 /, `listen 127.0.0.1:${options.httpsPort} `],
    [SHIPPED.domain, options.domain],
  ])
}
