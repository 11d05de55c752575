// features: platform, offline
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listenOnLoopback, rawRequest } from '../helpers/rawHttp'

import { serviceWorkerFile } from '@/platform/frontServer/serviceWorker'

/** The edge's /sw.js on a real HTTP server: asked again at each visit, a 304 when unchanged. */
let root: string
let server: Server
let base: string
const WORKER = 'self.addEventListener("fetch", () => {})\n'.repeat(40)

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'edge-sw-'))
  const file = path.join(root, 'sw.js')
  writeFileSync(file, WORKER)
  const worker = serviceWorkerFile(file)
  const none = serviceWorkerFile(path.join(root, 'absent.js'))
  server = createServer((req, res) => {
    const urlPath = (req.url ?? '/').split('?')[0]!
    const answered = urlPath.startsWith('/sans/')
      ? none.answer(req, res, urlPath.slice('/sans'.length))
      : worker.answer(req, res, urlPath)
    if (!answered) res.writeHead(404).end('next')
  })
  base = await listenOnLoopback(server)
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  rmSync(root, { recursive: true, force: true })
})

describe('the service worker from the edge', () => {
  it('sends the bundled worker no-cache with its tag, then a 304 to a browser that has it', async () => {
    const first = await rawRequest(base, 'GET', '/sw.js', '')
    expect(first.status).toBe(200)
    expect(first.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(first.headers['cache-control']).toBe('no-cache')
    expect(first.body.toString()).toBe(WORKER)
    const tag = String(first.headers.etag)
    expect(tag).toMatch(/^"[\w-]{27}"$/)
    for (const known of [tag, `W/${tag}`, `"autre", ${tag}`]) {
      const again = await rawRequest(base, 'GET', '/sw.js', '', { 'if-none-match': known })
      expect(again.status, known).toBe(304)
      expect(again.body.length, known).toBe(0)
    }
    const stale = await rawRequest(base, 'GET', '/sw.js', '', { 'if-none-match': '"autre"' })
    expect(stale.status).toBe(200)
  })

  it('leaves other addresses, writes and a build without a worker to Next', async () => {
    expect((await rawRequest(base, 'GET', '/sw.js.map', '')).body.toString()).toBe('next')
    expect((await rawRequest(base, 'POST', '/sw.js', '')).body.toString()).toBe('next')
    expect((await rawRequest(base, 'GET', '/sans/sw.js', '')).body.toString()).toBe('next')
  })
})
