import { spawn } from 'node:child_process'
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { NGINX, ownPrefix, spawnNginx } from '../lib/nginx'
import { waitForOk } from '../lib/server'

export type Ceiling = { url: (pagePath: string) => string; stop: () => void }

const fileFor = (pagePath: string) =>
  pagePath === '/' ? 'index.html' : `${pagePath.slice(1).replaceAll('/', '_')}.html`

/**
 * nginx with one worker process (like the one Node process) serving saved copies of the pages,
 * gzipped ahead of time for clients that accept it, from a throw-away prefix under `dir`. Null
 * when nginx is not installed.
 */
export async function startNginx(
  dir: string,
  port: number,
  pages: Record<string, string>,
): Promise<Ceiling | null> {
  if (!NGINX) return null
  const www = path.join(dir, 'www')
  mkdirSync(www, { recursive: true })
  for (const [pagePath, html] of Object.entries(pages)) {
    writeFileSync(path.join(www, fileFor(pagePath)), html)
    writeFileSync(path.join(www, `${fileFor(pagePath)}.gz`), gzipSync(html, { level: 9 }))
  }
  // nginx's worker may run as `nobody`: the copies must be world-readable
  for (const entry of [dir, www]) chmodSync(entry, 0o755)
  const prefix = ownPrefix(dir)
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
${prefix.main}
events { worker_connections 4096; }
http {
  access_log off;
  default_type text/html;
  gzip_static on;
  gzip_vary on;
${prefix.http}
  server {
    listen 127.0.0.1:${port};
    root ${www};
${Object.keys(pages)
  .map((p) => `    location = ${p} { try_files /${fileFor(p)} =404; }`)
  .join('\n')}
  }
}
`,
  )
  const { child, stop } = spawnNginx(dir, path.join(dir, 'nginx.conf'))
  await waitForOk(`http://127.0.0.1:${port}/`, child, 10_000)
  return {
    url: (pagePath) => `http://127.0.0.1:${port}${pagePath}`,
    stop: () => void stop(),
  }
}

/** A bare `node:http` server answering every request with the same bytes and content type. */
export async function startBareNode(
  port: number,
  body: Buffer,
  contentType: string,
): Promise<Ceiling> {
  const code = `
    const body = Buffer.from(process.env.BODY, 'base64')
    require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'content-type': process.env.TYPE, 'content-length': body.length })
      res.end(body)
    }).listen(${port}, '127.0.0.1')`
  const child = spawn(process.execPath, ['-e', code], {
    stdio: 'inherit',
    env: { ...process.env, BODY: body.toString('base64'), TYPE: contentType },
  })
  await waitForOk(`http://127.0.0.1:${port}/`, child, 10_000)
  return {
    url: (pagePath) => `http://127.0.0.1:${port}${pagePath}`,
    stop: () => child.kill('SIGTERM'),
  }
}
